// Settings show their saved values in the server's HTML, before any script runs: the profile's fields, the public
// profile's ticked boxes and fields, and the company description.
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProfileForm, PublicProfileForm } from '@/components/account/settings-forms';
import type { ProfileValues, PublicProfileValues } from '@/lib/account/schema';
import type { FormAction } from '@/lib/actions';

/** An action the render never calls. */
function noAction<T>(): FormAction<T> {
  return async () => ({ ok: false, error: 'not in this test' });
}

/** The value attribute of the input labelled `label`, as the server renders it. */
function valueOf(html: string, label: string): string | null {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`, 'u').exec(html)?.[1];
  if (!id) throw new Error(`no field labelled ${label}`);
  const input = new RegExp(`<input[^>]*id="${id.replace(/[:«»]/gu, (c) => `\\${c}`)}"[^>]*>`, 'u').exec(html)?.[0];
  if (!input) throw new Error(`no input for ${label}`);
  return /\svalue="([^"]*)"/u.exec(input)?.[1] ?? null;
}

describe('settings as the server renders them', () => {
  it('the profile form holds the saved name, company, industry and job title', () => {
    const props: ComponentProps<typeof ProfileForm> = {
      initial: { userName: 'Ada Winter', companyName: 'Glanzwerk GmbH', companyIndustry: 'Cleaning', jobTitle: 'CEO' },
      action: noAction<ProfileValues>(),
    };
    const html = renderToString(createElement(ProfileForm, props));
    expect(valueOf(html, 'Your name')).toBe('Ada Winter');
    expect(valueOf(html, 'Company name')).toBe('Glanzwerk GmbH');
    expect(valueOf(html, 'Industry \\(optional\\)')).toBe('Cleaning');
    expect(valueOf(html, 'Job title \\(optional\\)')).toBe('CEO');
  });

  it('the public profile form ticks the saved boxes and holds the saved details', () => {
    const props: ComponentProps<typeof PublicProfileForm> = {
      initial: {
        enabled: true,
        listedAsSubcontractor: false,
        subcontractorCpvCodes: [],
        subcontractorRegions: [],
        publicName: 'Ada Winter',
        publicEmail: 'ada@glanzwerk.example',
        publicPhoneNumber: '',
        publicAddress: '',
        publicCompanyName: 'Glanzwerk GmbH',
        publicCompanyIndustry: '',
        publicWebsite: 'glanzwerk.example',
      },
      choices: { cpvCodes: [], regions: [], companyCpvCodes: [] },
      action: noAction<PublicProfileValues>(),
    };
    const html = renderToString(createElement(PublicProfileForm, props));
    expect(valueOf(html, 'Public name')).toBe('Ada Winter');
    expect(valueOf(html, 'Public email')).toBe('ada@glanzwerk.example');
    expect(valueOf(html, 'Public website')).toBe('glanzwerk.example');
    const box = (name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'u').exec(html)?.[0] ?? '';
    expect(box('enabled')).toContain('checked');
    expect(box('listedAsSubcontractor')).not.toContain('checked');
  });
});
