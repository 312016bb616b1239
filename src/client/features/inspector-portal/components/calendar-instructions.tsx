// Where each calendar program takes a subscription URL (what the inspector pastes it into).
export function CalendarInstructions() {
  return (
    <>
      <h3 className="h6 mt-3">Add it to your calendar</h3>
      <ul className="mb-0">
        <li>
          <strong>Google Calendar</strong> (on a computer): Other calendars, <em>+</em>, From URL;
          paste the link, then Add calendar.
        </li>
        <li>
          <strong>Apple Calendar</strong>: File, New Calendar Subscription (on an iPhone: Settings,
          Calendar, Accounts, Add Account, Other, Add Subscribed Calendar); paste the link.
        </li>
        <li>
          <strong>Outlook</strong>: Add calendar, Subscribe from web; paste the link and Import.
        </li>
      </ul>
      <p className="small text-body-secondary mt-2 mb-0">
        Calendars fetch the link again every few hours, so a new, moved or cancelled inspection may
        take a while to show.
      </p>
    </>
  );
}
