import { z } from 'zod';
import { changeRequestFileTypes } from './change-request-kinds.js';
import { changeRequestStatuses } from './change-request-status.js';

/**
 * How a client reads change-request answers (product-rules#change-request-validation): a status outside the
 * five is refused (the parse fails), and an unknown file type reads as null.
 */
export const changeRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(changeRequestStatuses),
  codes: z.array(z.string()),
  submittedAt: z.string(),
});

export const changeRequestFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  fileType: z.enum(changeRequestFileTypes).nullable().catch(null),
});

export const changeRequestFileGroupsSchema = z.object({
  proofOfName: z.array(changeRequestFileSchema),
  proofOfAddress: z.array(changeRequestFileSchema),
  proofOfSCRA: z.array(changeRequestFileSchema),
});

export type ChangeRequestView = z.infer<typeof changeRequestSchema>;
export type ChangeRequestFileView = z.infer<typeof changeRequestFileSchema>;
export type ChangeRequestFileGroups = z.infer<typeof changeRequestFileGroupsSchema>;
