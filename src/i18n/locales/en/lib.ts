export const lib = {
  greeting: {
    morning: 'Good morning',
    noon: 'Good noon',
    afternoon: 'Good afternoon',
    evening: 'Good evening',
    lateNight: 'Good night, it is getting late',
  },
  duration: {
    day_one: '{{count}} day',
    day_other: '{{count}} days',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    year_one: '{{count}} year',
    year_other: '{{count}} years',
    lifetime: 'Lifetime',
  },
  validation: {
    required: 'Please fill in {{field}}',
    mobile: 'Enter an 11-digit mobile number starting with 1',
    idCard: 'Enter a valid 18-character ID card number',
    link: 'The address must start with http:// or https://',
  },
} as const;
