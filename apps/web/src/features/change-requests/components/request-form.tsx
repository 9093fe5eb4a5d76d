import { useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import {
  changeRequestFieldLabels,
  changeRequestFieldSchemas,
  changeRequestFieldsOf,
  isChangeRequestFileType,
  proofFileTypeOf,
  type ChangeRequestFileType,
  type ChangeRequestKind,
} from '@waypoint/domain/change-requests/change-request-kinds';
import { checkChangeRequestSubmission } from '@waypoint/domain/change-requests/change-request-submission';
import { FormAlert } from '../../../components/form/form-alert';
import { FormShell } from '../../../components/form/form-shell';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { isoDay } from '../../../lib/dates';
import type { ChangeRequest } from '../api/change-requests-api';
import { useChangeRequestFiles } from '../api/use-change-request-files';
import { useSubmitChangeRequest } from '../api/use-change-requests';
import { kindsOf } from './change-request-words';
import { KindFields, fieldId, kindLegends } from './kind-fields';
import { ProofGroup, proofGroupId } from './proof-group';
import { submitFailure } from './submit-failure';

type FormValues = Record<string, string>;

/** The form's schema: the chosen kinds' fields, the same zod shapes the server checks (decision 036). */
function formSchemaOf(kinds: readonly ChangeRequestKind[], today: Date) {
  const schemas = changeRequestFieldSchemas(today);
  return z.object(Object.assign({}, ...kinds.map((kind) => schemas[kind])) as z.ZodRawShape);
}

function formSetupOf(kinds: readonly ChangeRequestKind[]) {
  const today = new Date();
  const fields = kinds.flatMap((kind) =>
    changeRequestFieldsOf[kind].map((name) => ({
      name,
      id: fieldId(name),
      label: changeRequestFieldLabels[name] ?? name,
    })),
  );
  return {
    kinds,
    today,
    // The merged shapes' output is text for every field, as FormValues says.
    schema: formSchemaOf(kinds, today) as unknown as z.ZodType<FormValues, FormValues>,
    fields,
    defaultValues: Object.fromEntries(fields.map((field) => [field.name, ''])),
  };
}

/** The values as a submit sends them (product-rules#change-request-operations): every field of the chosen kinds, once, as text. */
function pairsOf(kinds: readonly ChangeRequestKind[], values: Record<string, unknown>) {
  return kinds.flatMap((kind) =>
    changeRequestFieldsOf[kind].map((fieldName) => ({
      fieldName,
      fieldValue: values[fieldName] == null ? '' : String(values[fieldName]),
    })),
  );
}

/**
 * A pending request: each chosen kind's fields and its document group, then
 * Submit. The fields are checked by the domain's schemas and each group must
 * hold a file before anything is sent; the server's refusals by field
 * (BAD_USER_INPUT) are shown beside their field or group.
 */
export function RequestForm({ uuid, request }: { uuid: string; request: ChangeRequest }) {
  // A request's kinds never change, and "not in the future" is fixed for the life of the form, as the
  // server fixes it per request: the form's set-up is made once.
  const [{ kinds, today, schema, fields, defaultValues }] = useState(() => formSetupOf(kindsOf(request.codes)));
  const { form, shell, setMessage, fieldProps } = useSchemaForm<FormValues, FormValues>({
    schema,
    defaultValues,
    fields,
  });
  const files = useChangeRequestFiles(uuid, request.id);
  const submit = useSubmitChangeRequest(request.id);
  const [proofErrors, setProofErrors] = useState<Partial<Record<ChangeRequestFileType, string>>>({});

  /** The groups still without a file, by the same check the server runs. */
  const missingProofs = () => {
    const counts = Object.fromEntries(
      kinds.map((kind) => [proofFileTypeOf[kind], files.files?.[proofFileTypeOf[kind]].length ?? 0]),
    );
    const checked = checkChangeRequestSubmission(kinds, pairsOf(kinds, form.getValues()), counts, today);
    const found: Partial<Record<ChangeRequestFileType, string>> = {};
    if (!checked.ok)
      for (const problem of checked.problems)
        if (isChangeRequestFileType(problem.field)) found[problem.field] = problem.message;
    return found;
  };

  const send = async (values: FormValues) => {
    setMessage(null);
    const missing = missingProofs();
    setProofErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await submit.mutateAsync(pairsOf(kinds, values));
    } catch (error) {
      const failure = submitFailure(
        error,
        fields.map((field) => field.name),
      );
      for (const { field, message } of failure.fieldErrors) form.setError(field, { message });
      setProofErrors(failure.proofErrors);
      setMessage(failure.message);
    }
  };
  const refuse = (_errors: FieldErrors<FormValues>) => {
    setProofErrors(missingProofs());
  };

  const proofSummary = kinds.flatMap((kind) => {
    const group = proofFileTypeOf[kind];
    const text = proofErrors[group];
    return text ? [{ fieldId: proofGroupId(group), text }] : [];
  });

  return (
    <FormShell
      method="post"
      aria-label="Your change request"
      onSubmit={form.handleSubmit(send, refuse)}
      {...shell}
      summary={[...shell.summary, ...proofSummary]}
    >
      {kinds.map((kind) => {
        const group = proofFileTypeOf[kind];
        return (
          <fieldset key={kind} className="change-requests__kind">
            <legend className="change-requests__legend">{kindLegends[kind]}</legend>
            <KindFields kind={kind} fieldProps={fieldProps} today={isoDay(today)} />
            <ProofGroup
              group={group}
              files={files.files?.[group]}
              state={files.groups[group]}
              error={proofErrors[group]}
              onUpload={(file) => {
                setProofErrors(({ [group]: _cleared, ...others }) => others);
                files.upload(group, file);
              }}
              onRemove={(fileId) => files.remove(group, fileId)}
            />
          </fieldset>
        );
      })}
      {files.loadFailed ? (
        <FormAlert>
          <p>We could not load the files of this request.</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => kinds.forEach((kind) => files.reload(proofFileTypeOf[kind]))}
          >
            Try again
          </button>
        </FormAlert>
      ) : null}
      <SubmitButton busy={submit.loadStatus === 'fetching'} busyLabel="Submitting…">
        Submit the request
      </SubmitButton>
    </FormShell>
  );
}
