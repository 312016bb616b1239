import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { tightForDeadline } from '../../../../shared/booking/deadline';
import { siteConfig } from '../../../lib/site-config';
import { storeDeadline } from '../deadline-storage';
import { TextField } from './form-fields';

/**
 * The buyer's inspection contingency deadline (optional): a time leaving less than a day before
 * it is pointed out, and it is kept so the time pickers mark such times (decision 070).
 */
export function DeadlineSection({ start }: { start: string }) {
  const { control } = useFormContext();
  const deadline = useWatch({ control, name: 'inspectionDeadline' }) as string | undefined;
  useEffect(() => storeDeadline(deadline ?? ''), [deadline]);
  const tight =
    !!deadline &&
    /^\d{4}-\d{2}-\d{2}$/.test(deadline) &&
    tightForDeadline(start, deadline, siteConfig().timeZone);
  return (
    <div className="mb-4">
      <TextField
        name="inspectionDeadline"
        label="Inspection contingency deadline (optional)"
        type="date"
        className="mb-1"
        hint="The last day of your purchase agreement’s inspection period: the office and the inspector see it."
      />
      {tight && (
        <div className="alert alert-warning py-2 mb-0" role="status">
          This time leaves less than a day before your deadline for the report.
        </div>
      )}
    </div>
  );
}
