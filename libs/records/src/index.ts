export { RecordsService, type RecordsOptions } from './records.service';
export { OwnerData } from './owner-data';
export { createRecordLoaders, type RecordLoaders } from './loaders';
export type * from './types';
export {
  BillCheckService,
  type BillCheckAnswer,
  type NearbyFigure,
  type TaskRow,
} from './bill-check.service';
