'use client';
// Prints the page (the markdown view has a print stylesheet of its own).
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function PrintButton() {
  return (
    <Button variant="secondary" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden className="h-4 w-4" />
      Print
    </Button>
  );
}
