import { useQuery } from "@tanstack/react-query";
import { eventsQuery, postingWindowsQuery, type DayRange } from "./queries";

/** MENA and global events with angles, tags and where their dates come from. */
export function useEvents(range: DayRange) {
  return useQuery(eventsQuery(range));
}

/** The dated, sourced posting windows of the region. */
export function usePostingWindows(region = "SA") {
  return useQuery(postingWindowsQuery(region));
}
