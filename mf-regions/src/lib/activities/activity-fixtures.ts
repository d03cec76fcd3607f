/** Wire activity records as the api sends them (spec 1 §7), for tests. */
export function activityRecord(n: number, overrides: Record<string, unknown> = {}) {
  return {
    Id: 9000 + n,
    Title: `Alzheimer Café avond ${n}`,
    Introduction: 'Praten over dementie, met koffie.',
    Url: `/activiteiten/alzheimer-cafe-avond-${n}`,
    Activity: {
      ActivityType: 'Alzheimer Café',
      ActivityTypeIcon: { Path: '/icons/cafe.svg' },
      StartDate: '2030-03-05',
      EndDate: '2030-03-05',
      StartTime: 50400,
      EndTime: 57600,
      ActivityLocation: 'Buurthuis De Linde',
      Address: { locality: 'Utrecht' },
      ExternalLink: null,
      ...overrides,
    },
  };
}

export const answerOf = (count: number, total = count) => ({
  body: { Total: total, Activities: Array.from({ length: count }, (_, i) => activityRecord(i + 1)) },
});
