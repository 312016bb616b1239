import { z } from 'zod';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const inclusive = (iss: Issue) => (iss as { inclusive?: boolean }).inclusive !== false;
const limit = (iss: Issue, key: 'minimum' | 'maximum') =>
  String((iss as Record<string, unknown>)[key]);

/** "at least 3" / "greater than 3" (or "at most" / "less than") for a number out of range. */
function numberBound(iss: Issue, key: 'minimum' | 'maximum'): string {
  const [within, beyond] = key === 'minimum' ? ['at least', 'greater'] : ['at most', 'less'];
  return inclusive(iss)
    ? `Please enter a number of ${within} ${limit(iss, key)}.`
    : `Please enter a number ${beyond} than ${limit(iss, key)}.`;
}

/**
 * Plain words for the validation problems no schema names itself, so a hand-made request gets
 * "This field is required." rather than "Invalid input: expected string, received undefined".
 * Messages a schema sets (the booking forms' words, for example) always win over these.
 */
export function messageFor(iss: Issue): string | undefined {
  const origin = (iss as { origin?: string }).origin;
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined || iss.input === null) return 'This field is required.';
      return iss.expected === 'number' || iss.expected === 'int'
        ? 'Please enter a number.'
        : `Please send ${iss.expected === 'array' ? 'a list' : iss.expected === 'object' ? 'an object' : `a ${iss.expected}`} here.`;
    case 'too_small':
      if (origin === 'string')
        return limit(iss, 'minimum') === '1'
          ? 'This field is required.'
          : `Please use at least ${limit(iss, 'minimum')} characters.`;
      if (origin === 'number') return numberBound(iss, 'minimum');
      return undefined;
    case 'too_big':
      if (origin === 'string') return `Please use at most ${limit(iss, 'maximum')} characters.`;
      if (origin === 'number') return numberBound(iss, 'maximum');
      return undefined;
    case 'invalid_value':
      return 'Please choose one of the offered values.';
    case 'unrecognized_keys':
      return 'The request has fields this address does not take.';
    default:
      return undefined;
  }
}

export function applyFriendlyValidationMessages(): void {
  z.config({ customError: messageFor });
}
