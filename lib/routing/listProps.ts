/**
 * A list page's props: its route query's result and the filter value, under the route parameter's
 * name, and `accessible` on the «Доступная среда» pages of a list that has them beside its filter
 * (lib/routing/listRoutes.ts). The view declares them (from the generated operation type) and the
 * list loader returns them.
 */
export type ListPageProps<TData, TParam extends string = 'filter'> = { data: TData; accessible?: boolean } & Record<
  TParam,
  string | null
>
