'use client';
// The outgoing webhook's settings: its URL, the signing secret (shown once, when created or rotated), on/off, a
// test event, and the last deliveries with their status, attempts and the receiver's last answer.
import { useActionState, useId } from 'react';
import type { FormAction } from '@/lib/actions';
import { deliveryStatusLabels, type WebhookSettings } from '@/lib/pipeline/views';
import { SubmitButton } from '@/components/ui/button';

export interface WebhookActions {
  save: FormAction<{ secret: string | null }>;
  rotate: FormAction<{ secret: string }>;
  enable: FormAction<{ enabled: boolean }>;
  test: FormAction<{ id: string }>;
  remove: FormAction<null>;
}

const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const when = (iso: string | null) => (iso ? `${time.format(new Date(iso))} UTC` : '—');

function SecretOnce({ secret }: { secret: string }) {
  return (
    <div role="status" className="mt-3 rounded-md border border-accent p-3 text-sm">
      <p className="font-semibold">Your signing secret — copy it now, it is shown only this once:</p>
      <code className="mt-1 block break-all font-mono" data-testid="webhook-secret">
        {secret}
      </code>
    </div>
  );
}

export function WebhookSettingsForm({ settings, actions }: { settings: WebhookSettings; actions: WebhookActions }) {
  const id = useId();
  const [saved, save, saving] = useActionState(actions.save, null);
  const [rotated, rotate, rotating] = useActionState(actions.rotate, null);
  const [enabled, enable, enabling] = useActionState(actions.enable, null);
  const [tested, test, testing] = useActionState(actions.test, null);
  const [removed, remove, removing] = useActionState(actions.remove, null);
  const hook = settings.webhook;
  const urlError = saved && !saved.ok ? (saved.fieldErrors?.url?.[0] ?? saved.error) : undefined;
  const secret = rotated?.ok ? rotated.data.secret : saved?.ok ? saved.data.secret : null;
  const problem = [rotated, enabled, tested, removed].find((state) => state && !state.ok);
  return (
    <div className="space-y-5">
      <form action={save} noValidate>
        <label htmlFor={`${id}-url`} className="block font-medium">
          Endpoint URL
        </label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://example.com/hooks/tenderscope"
          defaultValue={hook?.url ?? ''}
          aria-invalid={urlError ? true : undefined}
          aria-describedby={`${id}-url-hint${urlError ? ` ${id}-url-error` : ''}`}
          className="mt-1 block w-full rounded-md border border-border bg-card px-3 py-2 text-base text-fg aria-[invalid=true]:border-red-600"
        />
        <p id={`${id}-url-hint`} className="mt-1 text-sm text-muted-fg">
          An https address of a public server. Each request carries <code>Tenderscope-Signature: t=…,v1=…</code>, an
          HMAC-SHA256 of the timestamp, a dot and the body, made with your secret.
        </p>
        {urlError ? (
          <p id={`${id}-url-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
            {urlError}
          </p>
        ) : null}
        <SubmitButton className="mt-3" pending={saving} pendingLabel="Saving…">
          {hook ? 'Save URL' : 'Set up webhook'}
        </SubmitButton>
        {saved?.ok && !saved.data.secret ? (
          <p role="status" className="mt-2 text-sm">
            Saved.
          </p>
        ) : null}
      </form>
      {secret ? <SecretOnce secret={secret} /> : null}
      {hook ? (
        <div className="flex flex-wrap gap-2">
          <form action={enable}>
            <input type="hidden" name="enabled" value={hook.enabled ? 'false' : 'true'} />
            <SubmitButton variant="secondary" size="sm" pending={enabling} pendingLabel="Saving…">
              {hook.enabled ? 'Disable' : 'Enable'}
            </SubmitButton>
          </form>
          <form action={test}>
            <SubmitButton variant="secondary" size="sm" pending={testing} pendingLabel="Sending…">
              Send test event
            </SubmitButton>
          </form>
          <form action={rotate}>
            <SubmitButton variant="secondary" size="sm" pending={rotating} pendingLabel="Rotating…">
              Rotate secret
            </SubmitButton>
          </form>
          <form action={remove}>
            <SubmitButton variant="danger" size="sm" pending={removing} pendingLabel="Removing…">
              Remove webhook
            </SubmitButton>
          </form>
        </div>
      ) : null}
      {hook ? (
        <p className="text-sm">
          Status: <strong>{hook.enabled ? 'Enabled' : 'Disabled'}</strong>
          {tested?.ok ? ' · Test event queued; it appears in the log below.' : ''}
        </p>
      ) : null}
      {problem && !problem.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {problem.error}
        </p>
      ) : null}
      {hook || settings.deliveries.length > 0 ? (
        <div>
          <h3 className="font-semibold">Recent deliveries</h3>
          {settings.deliveries.length === 0 ? (
            <p className="mt-1 text-sm text-muted-fg">No deliveries yet. Send a test event to try the endpoint.</p>
          ) : (
            <div className="relative mt-2 overflow-x-auto rounded-md border border-border">
              <table className="w-full min-w-[36rem] text-sm" data-testid="webhook-deliveries">
                <caption className="sr-only">
                  The last {settings.deliveries.length} deliveries; each is tried up to {settings.maxAttempts} times.
                </caption>
                <thead className="bg-muted-bg/60 text-left">
                  <tr>
                    <th scope="col" className="px-2 py-1">
                      Event
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Created
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Status
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Attempts
                    </th>
                    <th scope="col" className="px-2 py-1">
                      Last answer
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {settings.deliveries.map((delivery) => (
                    <tr key={delivery.id} className="border-t border-border align-top">
                      <td className="px-2 py-1 font-mono text-xs">{delivery.event}</td>
                      <td className="px-2 py-1">{when(delivery.createdAt)}</td>
                      <td className="px-2 py-1">
                        {deliveryStatusLabels[delivery.status]}
                        {delivery.nextAttemptAt ? (
                          <span className="block text-xs text-muted-fg">next try {when(delivery.nextAttemptAt)}</span>
                        ) : null}
                      </td>
                      <td className="px-2 py-1">
                        {delivery.attempts} of {settings.maxAttempts}
                      </td>
                      <td className="px-2 py-1">
                        {delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : null}
                        {delivery.lastError ? <span className="block text-xs">{delivery.lastError}</span> : null}
                        {delivery.lastStatusCode === null && !delivery.lastError ? '—' : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
