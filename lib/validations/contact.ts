import { z } from 'zod';
import {
  acceptedField,
  emailField,
  messageField,
  nameField,
  optionalIdField,
  optionalPhoneField,
  phoneField,
} from './fields';

export const CONTACT_KINDS = ['work_with_us', 'suggestion', 'complaint'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

const base = {
  name: nameField,
  email: emailField,
  message: messageField,
  privacyAccepted: acceptedField,
  restaurantId: optionalIdField,
};

export const workWithUsSchema = z.object({
  ...base,
  kind: z.literal('work_with_us'),
  phone: phoneField,
  position: z
    .string({ error: 'Elige el puesto que te interesa.' })
    .trim()
    .min(2, 'Elige el puesto que te interesa.')
    .max(80, 'El puesto es demasiado largo.'),
});

export const suggestionSchema = z.object({
  ...base,
  kind: z.literal('suggestion'),
  phone: optionalPhoneField,
});

export const complaintSchema = z.object({
  ...base,
  kind: z.literal('complaint'),
  phone: phoneField,
  orderNumber: z
    .string()
    .trim()
    .max(40, 'El número de pedido es demasiado largo.')
    .optional()
    .transform((value) => value || undefined),
});

export const contactSchema = z.discriminatedUnion('kind', [workWithUsSchema, suggestionSchema, complaintSchema], {
  error: 'Elige el tipo de mensaje.',
});
export type ContactInput = z.infer<typeof contactSchema>;
