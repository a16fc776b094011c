// The settings page's bid-decision section: what the scorecard rests on (preparation time, regions, weights) and
// the calendar feed of pursued tenders' dates. A server component: it reads the signed-in user's settings itself.
import type { ReactNode } from 'react';
import { getMyCalendarSettings } from '@/lib/calendar';
import type { FormAction } from '@/lib/actions';
import { getMyBidSettings } from '@/lib/scorecard';
import type { ScorecardWeights } from '@/lib/scorecard/views';
import { BidProfileForm, CalendarFeedPanel, ScorecardWeightsForm } from './bid-settings-forms';

export interface BidDecisionActions {
  saveBidProfileAction: FormAction<{ preparationDays: number | null; regions: string[] }>;
  saveScorecardWeightsAction: FormAction<{ weights: ScorecardWeights }>;
  resetScorecardWeightsAction: FormAction<{ weights: ScorecardWeights }>;
  rotateCalendarTokenAction: FormAction<{ token: string }>;
  revokeCalendarTokenAction: FormAction<{ active: false }>;
  saveAlarmDaysAction: FormAction<{ alarmDays: number[] }>;
}

function Part({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="border-t border-border pt-5 first:border-t-0 first:pt-0">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-fg">{lead}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export async function BidDecisionSettings({ actions }: { actions: BidDecisionActions }) {
  const [bid, calendar] = await Promise.all([getMyBidSettings(), getMyCalendarSettings()]);
  return (
    <section
      id="bid-decisions"
      aria-labelledby="bid-decisions-heading"
      className="scroll-mt-24 rounded-xl border border-border bg-card p-6"
    >
      <h2 id="bid-decisions-heading" className="text-xl font-semibold">
        Bid decisions
      </h2>
      <p className="mt-1 text-sm text-muted-fg">
        What the bid/no-bid scorecard compares a tender with, and your deadlines in your calendar.
      </p>
      <div className="mt-5 space-y-6">
        <Part
          id="bid-profile"
          title="Preparation time and regions"
          lead="The scorecard’s time line compares the days left with your preparation time; its fit line the tender’s place with your regions."
        >
          <BidProfileForm initial={bid} action={actions.saveBidProfileAction} />
        </Part>
        <Part
          id="scorecard-weights"
          title="Scorecard weights"
          lead="How much each part counts in the total. The recommendation: bid from 65, consider from 40, else no bid; a knock-out marked not met is always no bid."
        >
          <ScorecardWeightsForm
            initial={bid.weights}
            isDefault={bid.defaultWeights}
            action={actions.saveScorecardWeightsAction}
            resetAction={actions.resetScorecardWeightsAction}
          />
        </Part>
        <Part
          id="calendar-feed"
          title="Calendar feed"
          lead="Subscribe in your calendar app to the dates of the tenders you pursue (watching, qualifying, bidding, submitted): submission deadlines from the notices, questions, site visits and openings from the documents’ analysis. Moved deadlines update the events."
        >
          <CalendarFeedPanel
            active={calendar.active}
            alarmDays={calendar.alarmDays}
            rotateAction={actions.rotateCalendarTokenAction}
            revokeAction={actions.revokeCalendarTokenAction}
            alarmAction={actions.saveAlarmDaysAction}
          />
        </Part>
      </div>
    </section>
  );
}
