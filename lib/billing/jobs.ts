// What workers run for billing: the job handlers alone, without the request-side front door (auth, Stripe).
import 'server-only';
export { billingJobHandlers } from './notify';
