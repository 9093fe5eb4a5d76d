import { z } from 'zod';
import type { NoticeParty } from '@waypoint/domain/decisions/adverse-action-notice';
import {
  creditorCharterNames,
  ecoaAgencyFor,
  type CreditorCharter,
  type EcoaAgency,
} from '@waypoint/domain/decisions/ecoa-agencies';

/**
 * Who the notices say the creditor is (product-rules#notices, decision 054):
 * the issuing bank's legal name and address, and its charter and size, which
 * choose the ECOA agency every adverse action notice names (Reg B 1002.9(b)(1),
 * Appendix A). Outside production the defaults are marked sandbox values; in
 * production each must be given, or the server refuses to start (decision 038).
 */
export const noticeSettingKeys = [
  'CREDITOR_LEGAL_NAME',
  'CREDITOR_ADDRESS',
  'CREDITOR_CHARTER',
  'CREDITOR_ASSETS_OVER_10_BILLION',
] as const;

export const noticeSettingsShape = {
  CREDITOR_LEGAL_NAME: z.string().trim().min(3).max(200).optional(),
  // One line: street or box, city, state and ZIP, as printed under the name.
  CREDITOR_ADDRESS: z
    .string()
    .trim()
    .max(300)
    .regex(/, [A-Z]{2} \d{5}(-\d{4})?$/, 'must be one line ending in ", ST 12345"')
    .optional(),
  CREDITOR_CHARTER: z.enum(creditorCharterNames as [CreditorCharter, ...CreditorCharter[]]).optional(),
  // Reg B Appendix A, item 1: over $10 billion in total assets, the CFPB is named.
  CREDITOR_ASSETS_OVER_10_BILLION: z.enum(['true', 'false']).optional(),
};

/** Clearly not a real creditor: what development and test notices print. */
export const sandboxCreditor: NoticeParty & { charter: CreditorCharter; assetsOver10Billion: boolean } = {
  name: 'Harborline Bank, N.A. (sandbox creditor)',
  address: 'Sandbox Card Services, PO Box 5100, Wilmington, DE 19850',
  charter: 'nationalBank',
  assetsOver10Billion: false,
};

const meanings: Readonly<Record<(typeof noticeSettingKeys)[number], string>> = {
  CREDITOR_LEGAL_NAME: 'the issuing bank’s legal name, printed on every notice',
  CREDITOR_ADDRESS: 'the address printed on every notice',
  CREDITOR_CHARTER: `the bank's charter (${creditorCharterNames.join(', ')}), which names the ECOA agency`,
  CREDITOR_ASSETS_OVER_10_BILLION: 'true or false: over $10 billion in total assets names the CFPB',
};

type Parsed = Partial<Record<(typeof noticeSettingKeys)[number], string>> & { APP_ENV?: string };

/** Production fails closed: a notice naming a sandbox creditor or the wrong agency is never sent. */
export function checkNoticeSettings(value: Parsed, context: z.RefinementCtx): void {
  if (value.APP_ENV !== 'production') return;
  for (const key of noticeSettingKeys) {
    if (value[key] === undefined)
      context.addIssue({
        code: 'custom',
        path: [key],
        message: `is required when APP_ENV=production (${meanings[key]})`,
      });
  }
}

export interface NoticeSettings {
  creditor: NoticeParty;
  /** The federal agency the ECOA notice names (ecoa-agencies.ts). */
  agency: EcoaAgency;
  /** True when any value is the sandbox default. */
  sandbox: boolean;
}

export function readNoticeSettings(value: Parsed): NoticeSettings {
  const charter = (value.CREDITOR_CHARTER as CreditorCharter | undefined) ?? sandboxCreditor.charter;
  const over = value.CREDITOR_ASSETS_OVER_10_BILLION;
  return {
    creditor: {
      name: value.CREDITOR_LEGAL_NAME ?? sandboxCreditor.name,
      address: value.CREDITOR_ADDRESS ?? sandboxCreditor.address,
    },
    agency: ecoaAgencyFor({
      charter,
      assetsOver10Billion: over === undefined ? sandboxCreditor.assetsOver10Billion : over === 'true',
    }),
    sandbox: noticeSettingKeys.some((key) => value[key] === undefined),
  };
}
