import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { NEW_SEGMENT_PATH, SEGMENTS_PATH } from './paths';

/**
 * Segments (spec section 2: /segments with the list, {id} config and {id}/audience, PERM_AGRPRZEALL;
 * a new one needs PERM_AGRDODAJ). /segments/new comes before /segments/:id, which would match it.
 */
export const segments: AreaPages = {
  pages: [
    {
      path: SEGMENTS_PATH,
      titleKey: 'pages.segments',
      permission: routes['segments.list'].permission,
      contentType: 'table',
      Component: lazy(() => import('./list/SegmentsPage')),
    },
    {
      path: NEW_SEGMENT_PATH,
      titleKey: 'pages.segmentNew',
      permission: routes['segments.create'].permission,
      parent: SEGMENTS_PATH,
      Component: lazy(() => import('./config/SegmentConfigPage')),
    },
    {
      path: `${SEGMENTS_PATH}/:id`,
      titleKey: 'pages.segmentConfig',
      permission: routes['segments.get'].permission,
      parent: SEGMENTS_PATH,
      Component: lazy(() => import('./config/SegmentConfigPage')),
    },
    {
      path: `${SEGMENTS_PATH}/:id/audience`,
      titleKey: 'pages.segmentAudience',
      permission: routes['segments.audience'].permission,
      parent: SEGMENTS_PATH,
      contentType: 'table',
      Component: lazy(() => import('./audience/SegmentAudiencePage')),
    },
  ],
  nav: [{ textKey: 'nav.segments', href: SEGMENTS_PATH }],
};
