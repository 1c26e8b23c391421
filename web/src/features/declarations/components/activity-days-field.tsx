import { Form, Select } from 'antd';
import { formatDay } from '../../../../../shared/format';
import { volunteerLawMessages } from '../../../../../shared/messages/volunteer-law';
import { declarationDateRefusal } from '../../../../../shared/policies/declarations';
import { useActivityDays } from '../api/get-volunteer-law';
import { todayInBelgium } from '../lib/format';

const law = volunteerLawMessages.volunteerLaw;

type ActivityDaysFieldProps = {
  userId: number;
  year: number;
  /** The day the form holds now (yyyy-mm-dd). */
  day: string;
  /** The declaration's own day when it is edited: its own claim does not block it. */
  ownDay: string | null;
  onPick: (day: string) => void;
};

/**
 * A flat allowance is for a day of activity (issue 31 item 3): the days of the year on which the
 * volunteer logged a guidance session, newest first, those already claimed (approved or waiting for
 * a decision) marked and not offered again, and none older than a declaration's date may be.
 * Picking one sets the declaration's date.
 */
export function ActivityDaysField({ userId, year, day, ownDay, onPick }: ActivityDaysFieldProps) {
  const activity = useActivityDays(userId, year, true);
  const today = todayInBelgium();
  // Only the days a declaration may still carry (ARCHITECTURE §11), and the one it carries now.
  const days = (activity.data?.days ?? [])
    .filter((entry) => entry.date === ownDay || declarationDateRefusal(entry.date, today) === null)
    .reverse();
  const options = days.map((entry) => {
    const isOwn = entry.date === ownDay;
    const claim = isOwn ? null : entry.claim;
    return {
      value: entry.date,
      label: claim ? `${formatDay(entry.date)} — ${law.dayClaimLabels[claim]}` : formatDay(entry.date),
      disabled: claim !== null,
    };
  });
  const isListed = options.some((option) => option.value === day);
  return (
    <Form.Item
      label={law.activityDayLabel}
      htmlFor="declaration_activity_day"
      extra={activity.isSuccess && options.length === 0 ? law.noActivityDays(year) : law.activityDayHint}
    >
      <Select
        id="declaration_activity_day"
        loading={activity.isPending}
        placeholder={law.activityDayPlaceholder}
        value={isListed ? day : undefined}
        options={options}
        onChange={onPick}
        notFoundContent={law.noActivityDays(year)}
      />
    </Form.Item>
  );
}
