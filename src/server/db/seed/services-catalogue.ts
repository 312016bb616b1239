import type { ServiceCategory } from '../schema';

interface SeedService {
  name: string;
  slug: string;
  category: ServiceCategory;
  priceCents: number;
  description: string;
  /** The minutes it adds to a visit (a home size's are the base). */
  minutes: number;
}

// Prices of a typical western-Pennsylvania inspection company; the administrator edits them.
export const seedServices: SeedService[] = [
  {
    category: 'home_size',
    slug: 'size-under-1500',
    minutes: 150,
    name: 'Under 1,500 sq ft',
    priceCents: 375_00,
    description: 'Finished living space under 1,500 square feet.',
  },
  {
    category: 'home_size',
    slug: 'size-1500-2499',
    minutes: 180,
    name: '1,500 – 2,499 sq ft',
    priceCents: 425_00,
    description: 'Finished living space from 1,500 to 2,499 square feet.',
  },
  {
    category: 'home_size',
    slug: 'size-2500-3499',
    minutes: 210,
    name: '2,500 – 3,499 sq ft',
    priceCents: 475_00,
    description: 'Finished living space from 2,500 to 3,499 square feet.',
  },
  {
    category: 'home_size',
    slug: 'size-3500-4499',
    minutes: 240,
    name: '3,500 – 4,499 sq ft',
    priceCents: 550_00,
    description: 'Finished living space from 3,500 to 4,499 square feet.',
  },
  {
    category: 'home_size',
    slug: 'size-4500-plus',
    minutes: 270,
    name: '4,500 sq ft and over',
    priceCents: 650_00,
    description: 'Finished living space of 4,500 square feet or more.',
  },
  {
    category: 'property_age',
    slug: 'built-2000-later',
    minutes: 0,
    name: 'Built 2000 or later',
    priceCents: 0,
    description: 'No surcharge for newer homes.',
  },
  {
    category: 'property_age',
    slug: 'built-1950-1999',
    minutes: 30,
    name: 'Built 1950 – 1999',
    priceCents: 25_00,
    description: 'Older systems take longer to evaluate.',
  },
  {
    category: 'property_age',
    slug: 'built-before-1950',
    minutes: 60,
    name: 'Built before 1950',
    priceCents: 50_00,
    description: 'Historic homes: knob-and-tube wiring, older foundations and more.',
  },
  {
    category: 'addon',
    slug: 'pest-inspection',
    minutes: 15,
    name: 'Wood-Destroying Insect (Pest) Inspection',
    priceCents: 75_00,
    description: 'NPMA-33 report accepted by lenders.',
  },
  {
    category: 'addon',
    slug: 'radon-inspection',
    minutes: 15,
    name: 'Radon Test',
    priceCents: 125_00,
    description: '48-hour continuous radon monitor, EPA protocol.',
  },
  {
    category: 'addon',
    slug: 'radon-early',
    minutes: 0,
    name: 'Early Radon Results',
    priceCents: 35_00,
    description: 'Radon results by e-mail the same day the monitor is picked up.',
  },
  {
    category: 'additional_unit',
    slug: 'additional-unit',
    minutes: 60,
    name: 'Additional Unit',
    priceCents: 150_00,
    description: 'Each additional living unit of a multi-family property.',
  },
];

/** Booked from a repair request, or made by the office; its own price and length. */
export const reinspectionService: SeedService = {
  category: 'reinspection',
  slug: 'reinspection',
  minutes: 90,
  name: 'Reinspection',
  priceCents: 175_00,
  description: 'A second visit that checks each repair asked for in a repair request.',
};
