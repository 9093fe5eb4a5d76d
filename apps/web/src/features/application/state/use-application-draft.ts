import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Draft } from '@waypoint/domain/application/draft/draft-fields';
import { withFieldDependencies } from '@waypoint/domain/application/draft/field-dependencies';
import { maskLastFour } from '@waypoint/domain/application/draft/masked-values';
import { sideEffectsOfReaching } from '@waypoint/domain/application/steps/step-side-effects';
import { NetworkError } from '../../../lib/api-errors';
import { useNotifications } from '../../../lib/notifications/notification-context';
import { useSession } from '../../../lib/session/session-context';
import { getApplicationCache, type ApplicationCache } from '../api/application-cache';
import { saveApplicationCache } from '../api/save-application-cache';
import { asDraft, changedAnswers, isMaskedValue, maskedDraftFields } from './draft-answers';
import { isLeavingPage } from './page-leaving';
import { SaveQueue } from './save-queue';
import { withSaveRetries } from './save-retry';
import { clearUnsaved } from './unsaved-answers-storage';
import type { MoveRequest } from './wizard-context';
import { loadFailureAction, saveFailureAction } from './wizard-failures';

export const applicationCacheKey = ['application', 'cache'] as const;

// A second look after a failed load; product-rules#application-load-errors resets only when it fails again.
const loadRetryDelayMs = 1_000;
// Creating the draft is retried on network failures only; the server's refusal is final (product-rules#save-errors).
const createAttempts = 3;

export type DraftLoad =
  { state: 'loading' } | { state: 'creating' } | { state: 'ready'; draft: ApplicationCache } | { state: 'failed' };

/** A canceled application, or a declined one whose wait is over: the next save starts a new application. */
export function startsAnew(draft: Pick<ApplicationCache, 'canApplyAgainFrom'>, now = Date.now()): boolean {
  return draft.canApplyAgainFrom != null && Date.parse(draft.canApplyAgainFrom) <= now;
}

/**
 * The answers as the page keeps them while their save goes: a kept masked value is left out, and a
 * typed SSN or ID number is masked at once, as the server answers it, so going Back before the
 * draft is read again shows it masked too (product-rules#application-operations).
 */
export function answersAsShown(answers: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([, value]) => !isMaskedValue(value))
      .map(([field, value]) =>
        isMaskedField(field) && typeof value === 'string' ? [field, maskLastFour(value)] : [field, value],
      ),
  );
}

const isMaskedField = (field: string) => maskedDraftFields.some((masked) => masked === field);

/**
 * The draft on the page, and the one save queue (product-rules#save-errors, product-rules#save-retry). Changes show
 * at once (optimistic) and are saved in order; a failed save puts the draft
 * back as it was before that change and says so.
 */
export function useApplicationDraft() {
  const queryClient = useQueryClient();
  const { show, reset } = useNotifications();
  const { revalidate, expire, signOut, user } = useSession();
  const userId = user?.id ?? null;
  const [queue] = useState(() => new SaveQueue());
  // Refused saves so far: the screen on show starts again from the draft put back (decision 019).
  const [refusals, setRefusals] = useState(0);
  const [saving, setSaving] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const version = useRef<number | null>(null);
  // Counts saves begun. A load that began before a save may answer after it with the older
  // version (cancelling the query does not stop its request), so its version is taken only
  // when no save began while it was in flight.
  const savesBegun = useRef(0);
  const enqueueSave = useCallback(
    <Result>(task: () => Promise<Result>): Promise<Result> => {
      savesBegun.current += 1;
      return queue.enqueue(task);
    },
    [queue],
  );
  // product-rules#application-load-errors: the first failed load retries; a failure while already in error resets.
  const failedLoads = useRef(0);
  const [loadFailed, setLoadFailed] = useState(false);
  const creating = useRef(false);
  const [createFailed, setCreateFailed] = useState(false);

  const onLoadFailure = (error: unknown) => {
    const action = loadFailureAction(error, failedLoads.current > 0);
    if (action === 'expireSession') return expire();
    if (action === 'resetToSignIn') {
      failedLoads.current = 0;
      queryClient.removeQueries({ queryKey: applicationCacheKey });
      return void signOut({ thenSignIn: true });
    }
    failedLoads.current += 1;
    setLoadFailed(true);
    setTimeout(() => void queryClient.refetchQueries({ queryKey: applicationCacheKey }), loadRetryDelayMs);
  };

  const loadDraft = async () => {
    const savesBefore = savesBegun.current;
    try {
      const draft = await getApplicationCache();
      failedLoads.current = 0;
      setLoadFailed(false);
      // A save that began meanwhile knows the newer version; this answer may predate it.
      if (draft && queue.pending === 0 && savesBegun.current === savesBefore) version.current = draft.version;
      return draft;
    } catch (error) {
      onLoadFailure(error);
      throw error;
    }
  };
  // Refetches happen only when no save is pending (refreshWhenIdle), never on focus: a
  // refetch racing a save could show the draft without the change just made.
  const query = useQuery({
    queryKey: applicationCacheKey,
    queryFn: loadDraft,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    staleTime: Infinity,
  });

  const refreshWhenIdle = useCallback(() => {
    setSaving(queue.pending > 0);
    if (queue.pending === 0) void queryClient.invalidateQueries({ queryKey: applicationCacheKey });
  }, [queryClient, queue]);

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // product-rules#application-load-errors: an empty cache for a new user starts a new application; the server picks the start step.
  // So does a closed one that a new one may follow: the save without a version starts it beside the closed one.
  const startApplication = useEffectEvent(async () => {
    creating.current = true;
    try {
      for (let attempt = 1; ; attempt += 1) {
        try {
          const outcome = await enqueueSave(() => saveApplicationCache({}, null));
          version.current = outcome.version;
          break;
        } catch (error) {
          if (isLeavingPage() || !mounted.current) return;
          // No answer at all (the connection, or a request cut off) says nothing about the application: try again.
          if (error instanceof NetworkError && attempt < createAttempts) {
            await new Promise((resolve) => setTimeout(resolve, loadRetryDelayMs));
            continue;
          }
          setCreateFailed(true);
          show('error_on_initial_application_save');
          await signOut({ thenSignIn: true });
          return;
        }
      }
    } finally {
      creating.current = false;
    }
    await queryClient.invalidateQueries({ queryKey: applicationCacheKey });
  });
  // A closed application a new one may follow (decision 032) is kept as it was: the wizard starts the new one.
  const isNew = query.isSuccess && (query.data === null || startsAnew(query.data));
  useEffect(() => {
    if (isNew && !creating.current && !createFailed) void startApplication();
  }, [isNew, createFailed]);

  const move = useCallback(
    async ({ answers = {}, recorded = {}, to, onSaved }: MoveRequest): Promise<boolean> => {
      const before = queryClient.getQueryData<ApplicationCache | null>(applicationCacheKey);
      if (!before) return false;
      // The last screen's message (a welcome, an earlier error) does not belong to the next one.
      reset();
      // A save is tried: the answers kept in this tab for a reload are not kept past it, so a refused
      // save shows the server's draft and nothing typed comes back from storage (decision 019).
      if (userId && before.id != null) clearUnsaved({ userId, applicationId: before.id });
      await queryClient.cancelQueries({ queryKey: applicationCacheKey });
      const changes = changedAnswers(answers, before);
      const kept = answersAsShown(answers);
      // product-rules#field-dependencies, applied here as on the server so the page shows what will be saved.
      const dependent = withFieldDependencies(asDraft(before), kept as Partial<Draft>);
      const merged = { ...before, ...kept, ...dependent, ...recorded };
      const moved = to !== before.stepName;
      const reached = moved ? sideEffectsOfReaching(to, merged as Draft) : {};
      queryClient.setQueryData<ApplicationCache>(applicationCacheKey, { ...merged, ...reached, stepName: to });
      setSaving(true);
      try {
        const outcome = await enqueueSave(() =>
          withSaveRetries(() => saveApplicationCache(moved ? { ...changes, stepName: to } : changes, version.current), {
            // An outage (503, no answer) keeps the answers on the page and says so while the save is tried again.
            onRetry: () => setRetrying(true),
            shouldRetry: () => mounted.current && !isLeavingPage(),
          }).finally(() => setRetrying(false)),
        );
        version.current = outcome.version;
        onSaved?.(outcome.stepName);
        return true;
      } catch (error) {
        const action = saveFailureAction(error);
        if (action === 'none') return false;
        queryClient.setQueryData(applicationCacheKey, before);
        setRefusals((count) => count + 1);
        if (action === 'recheckSession') void revalidate();
        else show('save_application_error');
        return false;
      } finally {
        refreshWhenIdle();
      }
    },
    [queryClient, enqueueSave, revalidate, show, reset, refreshWhenIdle, userId],
  );

  const afterSaves = useCallback(
    async <Result>(operation: () => Promise<Result>): Promise<Result> => {
      setSaving(true);
      try {
        return await enqueueSave(async () => {
          const result = await operation();
          // These calls move the version on; the next save must be made on the new one.
          const fresh = await getApplicationCache();
          queryClient.setQueryData(applicationCacheKey, fresh);
          if (fresh) version.current = fresh.version;
          return result;
        });
      } finally {
        refreshWhenIdle();
      }
    },
    [queryClient, enqueueSave, refreshWhenIdle],
  );

  const load = useMemo<DraftLoad>(() => {
    if (isNew) return { state: 'creating' };
    if (query.data) return { state: 'ready', draft: query.data };
    if (query.isError && loadFailed) return { state: 'failed' };
    return { state: 'loading' };
  }, [query.data, query.isError, isNew, loadFailed]);

  return { load, move, afterSaves, saving, retrying, refusals };
}
