// Two made-up inspectors of a new demo site; both get every demo slot, so the customer's choice
// and the "any inspector" merge show at once. Their e-mail addresses are reserved ones.
export const demoInspectors = [
  {
    email: 'dana.whitfield@example.com',
    firstName: 'Dana',
    lastName: 'Whitfield',
    phone: '(412) 555-0142',
    licenceNumber: 'PA-HI-20417',
    bio: 'Certified home inspector for 12 years; former general contractor. Known for clear, photo-rich reports.',
  },
  {
    email: 'marcus.lee@example.com',
    firstName: 'Marcus',
    lastName: 'Lee',
    phone: '(412) 555-0178',
    licenceNumber: 'PA-HI-31952',
    bio: 'Licensed inspector and radon tester; specialises in older homes, roofs and foundations.',
  },
] as const;
