// The contact form's fields and rules: one zod schema for the browser form and the server action.
import { z } from 'zod';

export const contactTopics = [
  { value: 'search', label: 'Tender search and data' },
  { value: 'ai-analysis', label: 'Document analysis and reports' },
  { value: 'account-billing', label: 'Account, plans and billing' },
  { value: 'partnership', label: 'Partnerships and data access' },
  { value: 'press', label: 'Press' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof contactTopics)[number]['value'];

const topicValues = contactTopics.map((t) => t.value) as [ContactTopic, ...ContactTopic[]];

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** The honeypot: hidden from people, so anything typed into it came from a bot. */
export const HONEYPOT_FIELD = 'website';

export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120, 'Please keep your name under 120 characters.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address, so we can reply.')
    .max(254, 'That email address is too long.')
    .pipe(z.email('Please enter a valid email address, like name@company.eu.')),
  company: z.string().trim().max(200, 'Please keep the company name under 200 characters.').optional().default(''),
  // A string first, so the form can start with no topic chosen ('').
  topic: z.string().pipe(z.enum(topicValues, 'Please choose what your message is about.')),
  message: z
    .string()
    .trim()
    .min(MESSAGE_MIN, `Please write at least ${MESSAGE_MIN} characters.`)
    .max(MESSAGE_MAX, `Please keep your message under ${MESSAGE_MAX.toLocaleString('en')} characters.`),
  [HONEYPOT_FIELD]: z.string().optional().default(''),
});

/** What the form holds (before defaults apply). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** What the server works with after validation. */
export type ContactFormValues = z.output<typeof contactFormSchema>;

export function topicLabel(topic: ContactTopic): string {
  return contactTopics.find((t) => t.value === topic)?.label ?? topic;
}
