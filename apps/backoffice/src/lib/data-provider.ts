import type {
  BaseRecord,
  CreateParams,
  CreateResponse,
  CrudFilter,
  CustomParams,
  CustomResponse,
  DataProvider,
  DeleteOneParams,
  DeleteOneResponse,
  GetListParams,
  GetListResponse,
  GetOneParams,
  GetOneResponse,
  Pagination,
  UpdateParams,
  UpdateResponse,
} from '@refinedev/core';
import { apiBase, apiRequest, type Query } from './api-client.ts';

/*
 * refine's data provider over the back-office API. A resource is a path under /api/backoffice
 * ("players", "players/12/ledger"); lists answer `{ data, total }` and records `{ data }`, which is
 * already the shape refine wants, so answers pass through untouched.
 */

/** Filters become plain query parameters: the API takes `?q=` and `?operator=&from=`, not operators. */
export function filtersToQuery(filters: CrudFilter[] | undefined): Query {
  const query: Query = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) continue;
    const value: unknown = filter.value;
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text) query[filter.field] = text;
  }
  return query;
}

function pageQuery(pagination: Pagination | undefined): Query {
  if (pagination?.mode === 'off' || pagination?.mode === 'client') return {};
  return { page: pagination?.currentPage ?? 1, pageSize: pagination?.pageSize ?? 25 };
}

const itemPath = (resource: string, id: string | number) => `${resource}/${encodeURIComponent(String(id))}`;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const dataProvider: DataProvider = {
  getApiUrl: () => apiBase,

  getList: <TData extends BaseRecord = BaseRecord>({ resource, pagination, filters, meta }: GetListParams) =>
    apiRequest<GetListResponse<TData>>(resource, {
      query: { ...pageQuery(pagination), ...filtersToQuery(filters) },
      signal: meta?.queryContext?.signal,
    }),

  getOne: <TData extends BaseRecord = BaseRecord>({ resource, id, meta }: GetOneParams) =>
    apiRequest<GetOneResponse<TData>>(itemPath(resource, id), { signal: meta?.queryContext?.signal }),

  create: <TData extends BaseRecord = BaseRecord, TVariables = object>({
    resource,
    variables,
  }: CreateParams<TVariables>) =>
    apiRequest<CreateResponse<TData>>(resource, { method: 'POST', body: variables }),

  update: <TData extends BaseRecord = BaseRecord, TVariables = object>({
    resource,
    id,
    variables,
  }: UpdateParams<TVariables>) =>
    apiRequest<UpdateResponse<TData>>(itemPath(resource, id), { method: 'PATCH', body: variables }),

  deleteOne: <TData extends BaseRecord = BaseRecord, TVariables = object>({
    resource,
    id,
  }: DeleteOneParams<TVariables>) =>
    apiRequest<DeleteOneResponse<TData>>(itemPath(resource, id), { method: 'DELETE' }),

  /**
   * Calls that are not CRUD (`players/12/sessions/end`, `operators/3/reset-two-factor`): `url` is a
   * path under /api/backoffice and `data` is the whole JSON answer, extra fields included (an
   * invitation's one-time `temporaryPassword`).
   */
  custom: async <TData extends BaseRecord = BaseRecord, TQuery = unknown, TPayload = unknown>({
    url,
    method,
    payload,
    query,
    meta,
  }: CustomParams<TQuery, TPayload>): Promise<CustomResponse<TData>> => {
    const data = await apiRequest<TData>(url, {
      method: method.toUpperCase() as Method,
      body: method === 'get' ? undefined : (payload ?? {}),
      query: query as Query | undefined,
      signal: meta?.queryContext?.signal,
    });
    return { data };
  },
};
