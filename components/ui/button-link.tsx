// A next/link drawn as a button (see Button for the variants and sizes).
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { buttonClass, type ButtonStyle } from './button';

export function ButtonLink({ variant, size, className, ...props }: ButtonStyle & ComponentProps<typeof Link>) {
  return <Link className={buttonClass({ variant, size, className })} {...props} />;
}
