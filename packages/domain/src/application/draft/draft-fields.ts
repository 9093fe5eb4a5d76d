import type { DraftCatalogue, DraftValueOf } from './draft-catalogue.js';

export type { NoticeOfIntentReason } from './draft-catalogue.js';

/**
 * The application cache (draft) of product-rules#draft-fields, field by field with the rules'
 * names, as the catalogue in draft-catalogue.ts declares it (each field's
 * meaning is documented there). Every field may be missing (never asked yet)
 * or null (asked and cleared).
 */
export type Draft = { [Field in keyof DraftCatalogue]?: DraftValueOf<DraftCatalogue[Field]> | null };

export type DraftFieldName = keyof Draft;

/** A change to a draft: the fields to set, null meaning "clear". */
export type DraftPatch = Partial<Draft>;
