export type GreetingKey = 'morning' | 'noon' | 'afternoon' | 'evening' | 'lateNight';

/**
 * Greeting by hour of day (docs/requirements.md section 1): 6-11 morning, 11-14 noon, 14-20 afternoon,
 * otherwise evening, with the late-night variant from 22:00 until morning starts at 6:00.
 */
export function greetingKey(hour: number): GreetingKey {
  if (hour >= 6 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 14) return 'noon';
  if (hour >= 14 && hour < 20) return 'afternoon';
  if (hour >= 22 || hour < 6) return 'lateNight';
  return 'evening';
}

export function greetingKeyAt(date: Date): GreetingKey {
  return greetingKey(date.getHours());
}
