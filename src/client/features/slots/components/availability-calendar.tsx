import type { EventClickArg, EventContentArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import luxonPlugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate } from '../../../lib/router';
import { CALENDAR_SLOT_LIMIT } from '../../../../shared/slots/slot';
import { formatTime } from '../../../../shared/time';
import { siteConfig } from '../../../lib/site-config';
import { useFutureSlots } from '../api/use-slots';
import { storeSelectedSlotId } from '../selected-slot';
import { keepCalendarQuiet } from '../calendar-for-the-eye';

function EventBody({ event }: EventContentArg) {
  // A plain space (not the formatter's no-break one) lets "9:00 AM" wrap in a phone's narrow cell.
  const start = event.start
    ? formatTime(event.start.toISOString(), siteConfig().timeZone).replace(/\u202f/g, ' ')
    : '';
  return (
    <span className="slot-event">
      <span className="slot-event-time">{start}</span>{' '}
      <span className="slot-event-title">{event.title}</span>{' '}
      <span className="slot-event-reserve">Reserve</span>
    </span>
  );
}

/**
 * /availability on a wide screen: month and week calendar of slots, in the business time zone,
 * for the eye and the mouse; the list beside it is what the keyboard and screen readers use.
 */
export default function AvailabilityCalendar({
  inspectorId = null,
}: {
  inspectorId?: number | null;
}) {
  const { data: slots } = useFutureSlots(CALENDAR_SLOT_LIMIT, true, inspectorId);
  const navigate = useNavigate();
  const events = useMemo<EventInput[]>(
    () => (slots ?? []).map((s) => ({ id: String(s.id), title: s.title, start: s.start })),
    [slots],
  );

  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? keepCalendarQuiet(root.current) : undefined), []);

  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault();
    storeSelectedSlotId(Number(arg.event.id), inspectorId);
    void navigate('/home-inspection');
  };

  return (
    <div ref={root} aria-hidden="true">
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, luxonPlugin]}
        timeZone={siteConfig().timeZone}
        locale="en-US"
        initialView="dayGridMonth"
        views={{
          timeGridWeek: { dayHeaderFormat: { weekday: 'short', day: 'numeric', omitCommas: true } },
        }}
        headerToolbar={{
          left: 'prev,next today',
          center: 'title',
          right: 'dayGridMonth,timeGridWeek',
        }}
        // Text buttons: the icon font's glyphs have no accessible name.
        buttonIcons={false}
        buttonText={{
          prev: '‹ prev',
          next: 'next ›',
          today: 'today',
          month: 'month',
          week: 'week',
        }}
        events={events}
        eventContent={EventBody}
        eventClick={onClick}
        eventInteractive
        displayEventEnd={false}
        defaultTimedEventDuration="03:00"
        // An evening time's three hours reach past midnight: still one day's event (a dot, not
        // a bar over two days in other colours).
        nextDayThreshold="09:00:00"
        slotMinTime="07:00:00"
        slotMaxTime="19:00:00"
        allDaySlot={false}
        height="auto"
        dayMaxEvents={false}
      />
    </div>
  );
}
