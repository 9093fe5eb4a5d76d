import { z } from 'zod';
import { channels, flowTypes } from './custom-dimensions.js';

export { collectorPath } from './collector-path.js';

/** Bounds a batch: the web flushes at 10 events, so 25 leaves room; 16 KiB holds 25 full events. */
export const collectorLimits = {
  maxEvents: 25,
  maxBodyBytes: 16 * 1024,
  maxPathLength: 500,
  maxTextLength: 200,
} as const;

const text = (max: number = collectorLimits.maxTextLength) => z.string().trim().max(max);
const dimensionValue = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, 'Letters, digits and . _ : - only');

export const customDimensionsSchema = z.strictObject({
  flow_type: z.enum(flowTypes),
  channel_acquisition: z.enum(channels),
  retargeting: dimensionValue,
  isRAF: z.enum(['true', 'false']),
  content_version: dimensionValue,
});

const pathField = text(collectorLimits.maxPathLength).regex(/^\//, 'A path starting with /');

export const collectorEventSchema = z.strictObject({
  type: z.enum(['page_view', 'event']),
  name: text(60)
    .regex(/^[a-z][a-z0-9_]*$/, 'Lower-case letters, digits and _ only')
    .optional(),
  /** Any extra word of an event, e.g. an identity check's result. */
  label: text(60).optional(),
  /** The pathname, with only the tracked query parameters (the server keeps the pathname alone). */
  path: pathField,
  title: text().optional(),
  referrer: text(collectorLimits.maxPathLength).optional(),
  occurredAt: z.iso.datetime({ offset: true }),
  dimensions: customDimensionsSchema,
});

export const collectorBatchSchema = z
  .strictObject({
    events: z.array(collectorEventSchema).max(collectorLimits.maxEvents),
    /** The address a visit arrived at, when it carried tracking parameters (sent even where no page view is). */
    landing: pathField.optional(),
    /** The page-readable session hash: a beacon cannot send headers (decision 004's header, in the body). */
    sessionHash: text(200).optional(),
  })
  .refine((batch) => batch.events.length > 0 || batch.landing !== undefined, {
    message: 'Send at least one event or a landing address',
    path: ['events'],
  });

export type CollectorEvent = z.input<typeof collectorEventSchema>;
export type CollectorBatch = z.input<typeof collectorBatchSchema>;
export type ParsedCollectorBatch = z.output<typeof collectorBatchSchema>;
