import { useQuery } from '@tanstack/react-query';
import { fetchCurrentStaff } from './api/staff-api';

export const currentStaffKey = ['ops', 'currentStaff'] as const;

/** Who is signed in to the back office; an error (STAFF_SESSION_INVALID) means nobody is. */
export function useCurrentStaff() {
  return useQuery({ queryKey: currentStaffKey, queryFn: fetchCurrentStaff, retry: false, staleTime: 30_000 });
}
