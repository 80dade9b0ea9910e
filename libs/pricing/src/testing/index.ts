/** Test helpers of the price map (import from '@fp/pricing/testing'; never used by the running app). */
export { memorySession } from './memory-session';
export { expectedRange, fy2011SourceRows, recentSourceRows, type SourceRow } from './source-rows';
