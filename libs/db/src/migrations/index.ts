import { Initial1732000000000 } from './1732000000000-Initial';
import { PriceData1732000100000 } from './1732000100000-PriceData';
import { OutboxOrder1732000200000 } from './1732000200000-OutboxOrder';
import { UsageCounter1732000300000 } from './1732000300000-UsageCounter';
import { PriceSummary1732000400000 } from './1732000400000-PriceSummary';
import { RecordsIntegrity1732001100000 } from './1732001100000-RecordsIntegrity';
import { TaskDetails1732001300000 } from './1732001300000-TaskDetails';
import { EmailChange1764000000000 } from './1764000000000-EmailChange';
import { HospitalPriceFiles1795474624000 } from './1795474624000-HospitalPriceFiles';
import { SharedPrices1795483416000 } from './1795483416000-SharedPrices';
import { EventStatusTotals1795483708000 } from './1795483708000-EventStatusTotals';
import { HptProvenanceAndPayerNames1795485866000 } from './1795485866000-HptProvenanceAndPayerNames';
import { ChangeNotify1795493984000 } from './1795493984000-ChangeNotify';
import { RecordsChangeNotify1795496608000 } from './1795496608000-RecordsChangeNotify';
import { UploadReservations1795692024357 } from './1795692024357-UploadReservations';
import { AccountKeysAndHeldPurchases1795692193085 } from './1795692193085-AccountKeysAndHeldPurchases';
import { EventDraft1795692372443 } from './1795692372443-EventDraft';
import { BlogCommentByAuthor1795693368766 } from './1795693368766-BlogCommentByAuthor';
import { EndKeysFromBeforeBinding1795698230753 } from './1795698230753-EndKeysFromBeforeBinding';
import { DropRecordsChangeNotify1795703840000 } from './1795703840000-DropRecordsChangeNotify';
import { HospitalDirectory1795706448461 } from './1795706448461-HospitalDirectory';
import { PriceRangeYears1795706533397 } from './1795706533397-PriceRangeYears';
import { FileReadings1795715688890 } from './1795715688890-FileReadings';
import { ReadingFairness1795934002640 } from './1795934002640-ReadingFairness';
import { EventFirstBillDate1795934334358 } from './1795934334358-EventFirstBillDate';
import { EventStarsOptional1795945453211 } from './1795945453211-EventStarsOptional';
import { EditedMigrationsRepair1795945729851 } from './1795945729851-EditedMigrationsRepair';
import { ReadingJobs1795957918876 } from './1795957918876-ReadingJobs';
import { OutboxClaim1795960326916 } from './1795960326916-OutboxClaim';
import { UserLanguage1795971490992 } from './1795971490992-UserLanguage';

/**
 * Every migration, in timestamp order (the order TypeORM applies them in). Never edit one that has been
 * committed: add one (tools/migration-history.mjs refuses a commit that changes one). A new migration is
 * dated when it is written: its file name starts with the output of `date +%s%3N` (migrations.spec.ts
 * refuses one dated in the future). Six were renamed once to the dates they were written (renamed.ts).
 */
export const MIGRATIONS = [
  Initial1732000000000,
  PriceData1732000100000,
  OutboxOrder1732000200000,
  UsageCounter1732000300000,
  PriceSummary1732000400000,
  RecordsIntegrity1732001100000,
  TaskDetails1732001300000,
  EmailChange1764000000000,
  HospitalPriceFiles1795474624000,
  SharedPrices1795483416000,
  EventStatusTotals1795483708000,
  HptProvenanceAndPayerNames1795485866000,
  ChangeNotify1795493984000,
  RecordsChangeNotify1795496608000,
  UploadReservations1795692024357,
  AccountKeysAndHeldPurchases1795692193085,
  EventDraft1795692372443,
  BlogCommentByAuthor1795693368766,
  EndKeysFromBeforeBinding1795698230753,
  DropRecordsChangeNotify1795703840000,
  HospitalDirectory1795706448461,
  PriceRangeYears1795706533397,
  FileReadings1795715688890,
  ReadingFairness1795934002640,
  EventFirstBillDate1795934334358,
  EventStarsOptional1795945453211,
  EditedMigrationsRepair1795945729851,
  ReadingJobs1795957918876,
  OutboxClaim1795960326916,
  UserLanguage1795971490992,
];
