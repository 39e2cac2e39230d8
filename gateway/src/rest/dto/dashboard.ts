/**
 * Shapes of the api's dashboard data and subscription checkout JSON (codegen mappers point here), named
 * from the types generated out of the api's OpenAPI document (../api-types.ts).
 */
import type { ElementOf, JsonOf } from '../api-types.ts';

/** GET /api/client1/data/clients/{companyId} */
export type ClientFiguresDto = JsonOf<'listClientFigures'>;
export type ClientFigureDto = ElementOf<ClientFiguresDto['rows']>;

/** GET /api/client1/data/products/{companyId} */
export type ProductFiguresDto = JsonOf<'listProductFigures'>;
export type ProductFigureDto = ElementOf<ProductFiguresDto['rows']>;

/** GET /api/data/tasks/{companyId}, /api/data/tasks/user/…, /api/data/tasks/process/user/… */
export type TaskListDto = JsonOf<'listCompanyTasks'>;
export type TaskDto = ElementOf<TaskListDto['tasks']>;
export type TaskCountDto = ElementOf<TaskListDto['counts']>;

/** GET /api/data/tasks/performance/user/{companyId}/{userId}/{month} */
export type UserPerformanceDto = JsonOf<'getUserPerformance'>;

/** POST /api/payment1/{provider}/checkout/create-checkout-session/subscription[/{plan}/{interval}] */
export type SubscriptionCheckoutDto = JsonOf<'createSubscriptionCheckout', 201>;
