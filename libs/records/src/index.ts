export { RecordsService, type RecordsOptions } from './records.service';
export { visitName, type EventPatch, type VisitLine } from './event-input';
export { OwnerData } from './owner-data';
export { createRecordLoaders, type RecordLoaders, type BillPageKey } from './loaders';
export type * from './types';
export {
  TasksService,
  type TaskRecord,
  type NewTask,
  type TaskPatch,
  type ListedTask,
} from './tasks.service';
export {
  BillCheckService,
  type BillCheckAnswer,
  type BillCheckPriceFileAnswer,
  type BillCheckPriceLine,
  type HospitalFiguresAllowance,
  type NearbyFigure,
} from './bill-check.service';
export {
  SharedPricesService,
  type BillSharing,
  type PatientPrices,
  type PriceSharingStatus,
} from './shared-prices.service';
export {
  AssistanceService,
  ASK_FOR_POLICY_DAYS_BEFORE,
  type AssistanceHospitalView,
  type BillAssistanceFactsView,
} from './assistance.service';
export {
  FileReadingService,
  READ_MAX_PAGES,
  type FileReadingOptions,
  type FileReadingView,
  type ReadingFiles,
} from './readings/file-readings.service';
export { ReadingRefusedError, type ReadBill } from './readings/reading-runner';
export { priceFileRates } from './readings/price-rates';
