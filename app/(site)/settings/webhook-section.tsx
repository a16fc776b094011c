// Settings' webhook section: the account's outgoing webhook for the pipeline's events, with its delivery log.
import { WebhookSettingsForm } from '@/components/pipeline/webhook-settings';
import { getMyWebhookSettings } from '@/lib/pipeline';
import {
  deleteWebhookAction,
  rotateWebhookSecretAction,
  saveWebhookUrlAction,
  sendTestEventAction,
  setWebhookEnabledAction,
} from './webhook-actions';

export async function WebhookSection() {
  const settings = await getMyWebhookSettings();
  return (
    <section
      id="webhook"
      aria-labelledby="webhook-heading"
      className="scroll-mt-24 rounded-xl border border-border bg-card p-6"
    >
      <h2 id="webhook-heading" className="text-xl font-semibold">
        Webhook
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        Sends your pipeline&apos;s stage changes and deadline changes to another tool as signed JSON.
      </p>
      <div className="mt-5">
        <WebhookSettingsForm
          settings={settings}
          actions={{
            save: saveWebhookUrlAction,
            rotate: rotateWebhookSecretAction,
            enable: setWebhookEnabledAction,
            test: sendTestEventAction,
            remove: deleteWebhookAction,
          }}
        />
      </div>
    </section>
  );
}
