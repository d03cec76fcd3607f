import { expect, type APIRequestContext } from '@playwright/test';

export interface PlannedActivity {
  /** Path of a location page of Regio Utrecht that lists planned activities. */
  locationPath: string;
  locationTitle: string;
  /** Path of one of its planned activities that has its own page on this site. */
  activityPath: string;
  activityTitle: string;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/**
 * Finds, through the api the pages read (all locations at once, not page by page), a location of
 * Regio Utrecht with a planned activity that has its own page (others link to an external
 * website). Which one that is depends on the day the seed ran.
 */
export async function plannedActivityInUtrecht(request: APIRequestContext): Promise<PlannedActivity> {
  const region = await json<{ Id: number }>(request, '/api/v1/region/utrecht');
  const { Locations } = await json<{ Locations: { Title: string; Data: { Path: string } }[] }>(
    request,
    `/api/v1/region/locations/${region.Id}?page=0`,
  );
  const found = await Promise.all(
    Locations.map(async ({ Title, Data }) => {
      const node = await json<{ nid: number }>(request, `/api/drupal${Data.Path}`);
      const { Activities } = await json<{
        Activities: { Title: string; Url: string; Activity: { ExternalLink?: { uri: string } | null } }[];
      }>(request, `/api/v1/region/location/activities/${node.nid}?page=0`);
      const internal = Activities.find((activity) => !activity.Activity.ExternalLink);
      return internal
        ? { locationPath: Data.Path, locationTitle: Title, activityPath: internal.Url, activityTitle: internal.Title }
        : undefined;
    }),
  );
  const first = found.find((planned) => planned !== undefined);
  if (!first) throw new Error('No location of Regio Utrecht has a planned activity with its own page');
  return first;
}
