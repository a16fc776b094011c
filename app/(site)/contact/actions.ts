'use server';
// The contact form's server action: the form's own schema validates the input, lib/contact does the rest.
import { headers } from 'next/headers';
import { validatedAction } from '@/lib/actions';
import { submitContactMessage } from '@/lib/contact';
import { contactFormSchema } from '@/lib/contact/schema';
import { clientIp } from '@/lib/http/client-ip';

export const sendContactMessage = validatedAction(contactFormSchema, async (input) =>
  submitContactMessage(input, { ip: clientIp(await headers()) }),
);
