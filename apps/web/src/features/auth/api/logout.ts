import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/api-client';
import { endSession } from '../../../shared/api/session';

export function logout(): Promise<void> {
  return api.post('/auth/logout', undefined, { notifyOnError: false });
}

/** Revokes the token on the server when it can; the local session ends either way. */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      endSession();
      void navigate('/login', { replace: true });
    },
  });
}
