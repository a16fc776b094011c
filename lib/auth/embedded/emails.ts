// The confirmation, recovery and email-change messages the embedded auth server sends.
import type { MailMessage } from '@/lib/mail';

export type EmailLinkType = 'signup' | 'recovery' | 'email_change';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

interface Copy {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

function copyFor(type: EmailLinkType, productName: string): Copy {
  switch (type) {
    case 'signup':
      return {
        subject: `Confirm your email address for ${productName}`,
        intro: `Welcome to ${productName}! Confirm your email address to finish creating your account.`,
        action: 'Confirm your email address',
        ignore: 'If you did not create an account, you can ignore this email.',
      };
    case 'recovery':
      return {
        subject: `Reset your ${productName} password`,
        intro: `Someone asked to reset the password of your ${productName} account. Open the link to choose a new one.`,
        action: 'Choose a new password',
        ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
      };
    case 'email_change':
      return {
        subject: `Confirm your new email address for ${productName}`,
        intro: `Confirm that you want to use this address for your ${productName} account.`,
        action: 'Confirm your new email address',
        ignore: 'If you did not ask for this change, you can ignore this email.',
      };
  }
}

export function emailLinkMessage(
  type: EmailLinkType,
  to: string,
  link: string,
  productName: string,
  lifetimeMinutes: number,
): MailMessage {
  const copy = copyFor(type, productName);
  const validity = `The link works once and expires in ${lifetimeMinutes} minutes.`;
  return {
    to,
    subject: copy.subject,
    text: `${copy.intro}\n\n${copy.action}:\n${link}\n\n${validity} ${copy.ignore}\n`,
    html: [
      `<p>${escapeHtml(copy.intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
      `<p>${escapeHtml(validity)} ${escapeHtml(copy.ignore)}</p>`,
    ].join('\n'),
  };
}
