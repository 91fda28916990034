import { z } from 'zod';
import { channel, event } from '../define';
import { networkSchema } from '../../profiles';
import {
  labelInputSchema,
  type AddressLabel,
  type LabelImportReport,
} from '../../workspace/labels';

const address = z.string().min(1).max(128);

/** Largest label file accepted by an import (characters). */
export const LABEL_IMPORT_MAX_CHARS = 64 * 1024 * 1024;

export const workspaceChannels = {
  /**
   * Labels of the addresses on screen, in one call per render batch (any forms; answered by
   * raw lower-case address; unlabelled addresses are absent).
   */
  'workspace:labels-lookup': channel(
    z.object({ network: networkSchema, addresses: z.array(address).max(5000) }),
  ).returns<Record<string, AddressLabel>>(),
  /** A page of the network's labels sorted by label; `query` matches label, category, note, address. */
  'workspace:labels-list': channel(
    z.object({
      network: networkSchema,
      query: z.string().max(200).default(''),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(1000).default(100),
    }),
  ).returns<{ total: number; items: AddressLabel[] }>(),
  /** Creates or replaces the label, colour, category and note of one address. */
  'workspace:label-set': channel(labelInputSchema).returns<AddressLabel>(),
  'workspace:label-delete': channel(z.object({ network: networkSchema, address })).returns<{
    removed: boolean;
  }>(),
  /**
   * Imports a labels file (`address,label,category,note[,color]` CSV, or JSON) in one
   * transaction: a bad line imports nothing and fails with INVALID_INPUT naming the line.
   */
  'workspace:labels-import': channel(
    z.object({
      network: networkSchema,
      format: z.enum(['csv', 'json']),
      text: z.string().max(LABEL_IMPORT_MAX_CHARS),
    }),
  ).returns<LabelImportReport>(),
  /** Every label of the network as a file's text (CSV or JSON). */
  'workspace:labels-export': channel(
    z.object({ network: networkSchema, format: z.enum(['csv', 'json']) }),
  ).returns<{ fileName: string; text: string; count: number }>(),
};

export const workspaceEvents = {
  /** Labels of a network changed (set, delete, import): views re-read what they show. */
  'workspace:labels-changed': event<{ network: z.infer<typeof networkSchema> }>(),
};
