/**
 * Screen templates and their code. Template names follow the older site: underscores become slashes
 * ("account_set" → /account/set) and "index" is the root. Each screen loads on demand, so the map's code
 * is fetched only on the map. Add a screen: add its loader to SCREENS (TEMPLATES is SCREENS' names).
 */
import type { ScreenLoader } from '../router/RouteView';

export const SCREENS: Record<string, ScreenLoader> = {
  index: () => import('./home/HomeScreen'),
  error: () => import('./error/ErrorScreen'),
  map: () => import('./map/MapScreen'),
  procedures: () => import('./procedures/ProceduresScreen'),
  systems: () => import('./systems/SystemsScreen'),
  categories: () => import('./categories/CategoriesScreen'),
  blog: () => import('./blog/BlogScreen'),
  blog_post: () => import('./blog/BlogPostScreen'),
  blog_edit: () => import('./blog/BlogEditScreen'),
  faq: () => import('./faq/FaqScreen'),
  account: () => import('./account/AccountScreen'),
  account_set: () => import('./account/SetPasswordScreen'),
  account_reset: () => import('./account/ResetScreen'),
  account_welcome: () => import('./account/WelcomeScreen'),
  account_purchase: () => import('./account/PurchaseScreen'),
  affiliate: () => import('./affiliate/AffiliateScreen'),
  thankyou: () => import('./thankyou/ThankYouScreen'),
  contact: () => import('./contact/ContactScreen'),
  privacy: () => import('./legal/PrivacyScreen'),
  terms: () => import('./legal/TermsScreen'),
  checkout_test: () => import('./checkout/TestCheckoutScreen'),
  dashboard: () => import('./dashboard/DashboardScreen'),
  dashboard_event: () => import('./dashboard/EventScreen'),
  'dashboard_add-event': () => import('./dashboard/EventFormScreen'),
  'dashboard_add-bill': () => import('./dashboard/BillFormScreen'),
  dashboard_bill: () => import('./dashboard/BillScreen'),
  dashboard_assistance: () => import('./assistance/AssistanceScreen'),
  bills: () => import('./dashboard/BillsScreen'),
  bill: () => import('./dashboard/BillScreen'),
  dashboard_settings: () => import('./settings/SettingsScreen'),
  account_email: () => import('./settings/ConfirmEmailScreen'),
  dashboard_todo: () => import('./dashboard/TodoScreen'),
  dashboard_help: () => import('./dashboard/HelpScreen'),
  dashboard_refer: () => import('./dashboard/ReferScreen'),
  upload: () => import('./upload/UploadScreen'),
  // Development only (the screen checks config.devPages): every control of the form kit.
  'dev_form-kit': () => import('./dev/FormKitScreen'),
};

export const TEMPLATES: readonly string[] = Object.keys(SCREENS);
