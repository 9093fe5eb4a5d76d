import {
  draftCatalogue,
  wizardDraftFields,
  type DraftFieldKind,
} from '@waypoint/domain/application/draft/draft-catalogue';

/** What a field of each kind selects: the object kinds name their parts. */
const selectionOfKind = {
  text: '',
  flag: '',
  whole: '',
  epochMs: '',
  textList: '',
  noticeList: ' { code reason }',
} as const satisfies Record<DraftFieldKind, string>;

/**
 * The draft fields the wizard shows or decides with, as one fragment on ApplicationCache
 * (docs/decisions/062-generated-client-types.md). It is made from the domain's draft catalogue, as the
 * SDL is, and given to codegen beside the web's sources: the web's GetApplicationCache query spreads it,
 * so a field added to the catalogue is asked for and typed without editing the query.
 */
export function renderWizardDraftFragment(): string {
  const fields = wizardDraftFields.map((field) => `  ${field}${selectionOfKind[draftCatalogue[field].kind]}`);
  return ['fragment WizardDraftFields on ApplicationCache {', ...fields, '}', ''].join('\n');
}
