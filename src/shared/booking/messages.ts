// The exact words users see. Forms and the server use these same strings, so they never differ.
export const MESSAGES = {
  fillRequired: 'Please fill out all required fields before proceeding',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  zipInvalid: 'Please enter a valid ZIP code.',
  emailInvalid: 'Please enter a valid email.',
  phoneInvalid: 'Please enter a valid phone number.',
  agreeRequired: 'You must agree to the cancellation policy.',
  payLaterFailed: 'We could not save your reservation. Please try again.',

  // Messages of the rules that depend on other fields or choices.
  homeSizeRequired: 'Please choose the home size.',
  propertyAgeRequired: 'Please choose when the home was built.',
  slotRequired: 'Please choose an inspection date.',
  slotUnavailable: 'That inspection date is no longer available. Please choose another one.',
  neighborhoodRequired: 'Neighborhood is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  propertyStateInvalid: 'Please choose PA, OH or WV.',
  additionalUnitsInvalid: 'Additional units must be a whole number, 0 or more.',
  radonEarlyNeedsRadon: 'Early radon results are only available with the radon test.',
  addonUnavailable: 'This add-on is not offered at the moment.',
  stateRequired: 'State is required.',
  countryRequired: 'Please choose United States or Canada.',
  secondBuyerFirstRequired: 'Second buyer first name is required.',
  secondBuyerLastRequired: 'Second buyer last name is required.',
  realtorFirstRequired: 'Realtor first name is required.',
  realtorLastRequired: 'Realtor last name is required.',
  paymentMethodRequired: 'Please choose how you would like to pay.',
  realtorAccessRequired: 'Please choose whether your realtor needs access.',
  tooLong: 'This is too long.',
  oneLine: 'Please keep this on one line, without special characters.',
  notesInvalid: 'Please write the notes as text.',
  notesTooLong: 'Please keep the notes to 1,000 characters or fewer.',
  notesControl:
    'Please remove special characters (such as tabs) from the notes; line breaks are fine.',
} as const;

// The server's refusals of a checkout (a slot gone, a payment that does not match, a retry).
export const SLOT_TAKEN =
  'Sorry, that inspection time has just been booked by someone else. Please choose another date.';
export const SLOT_PASSED = 'That inspection time has already passed. Please choose another date.';
export const SLOT_UNKNOWN = 'That inspection date does not exist. Please choose another date.';
export const SLOT_NOT_INSPECTORS =
  'That inspection time is not one of the chosen inspector’s. Please choose another date or inspector.';
export const AMOUNT_MISMATCH = 'The authorized amount does not match the order total.';
export const ORDER_UUID_REUSED = 'This order number was already used for a different booking.';
export const RESERVATION_NOT_FOUND = 'Reservation not found.';
