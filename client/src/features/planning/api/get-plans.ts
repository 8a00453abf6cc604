import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { plansQuery, type DayRange } from "./queries";

export function usePlans(range: DayRange) {
  return useQuery({ ...plansQuery(range), placeholderData: keepPreviousData });
}
