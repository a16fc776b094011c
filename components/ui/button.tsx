// The app's buttons: one set of variants and sizes instead of class strings typed out per component. Links drawn
// as buttons are ButtonLink (its own module, so pages without next/link don't load it for a button).
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonStyle {
  /** primary: the page's main action; secondary: outlined; danger: destroys data; ghost: no frame; link: text. */
  variant?: ButtonVariant;
  /** sm 36 px, md 44 px (a comfortable touch target), lg 48 px high; icon: a 36 px square. Ignored by `link`. */
  size?: ButtonSize;
  className?: string;
}

const variantClass: Record<ButtonVariant, string> = {
  primary: 'rounded-md bg-accent font-semibold text-accent-fg hover:bg-accent-hover',
  secondary: 'rounded-md border border-border font-semibold hover:border-accent',
  danger: 'rounded-md bg-red-700 font-semibold text-white hover:bg-red-800',
  ghost: 'rounded-md hover:bg-muted-bg',
  link: 'text-accent underline underline-offset-4',
};

const sizeClass: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5',
  lg: 'min-h-12 px-6',
  icon: 'h-9 w-9 shrink-0',
};

/** A button's classes, for elements that cannot be `Button` or `ButtonLink` (a plain `<a>`). */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  if (variant === 'link') return clsx(variantClass.link, 'disabled:opacity-70', className);
  return clsx(
    'inline-flex items-center justify-center gap-2 disabled:opacity-70',
    variantClass[variant],
    sizeClass[size],
    className,
  );
}

export type ButtonProps = ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>;

/** A button; `type` defaults to "button", so it never submits a form by accident. */
export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** A form's submit button that says what it is doing while the form is pending, and cannot be pressed twice. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled'> & { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <Button type="submit" disabled={pending} aria-disabled={pending} {...props}>
      {pending ? pendingLabel : children}
    </Button>
  );
}
