/**
 * POST /api/v1/users/add-to-chat { jobId, staffId } (spec 7.1): opens the shift's room with the nurse and goes
 * there. On failure the server's message, or the raw error if it gives none (spec 8).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { http } from '../../../providers/httpClient';
import { useApiCall } from '../../../src/useApiCall';
import { errorText } from '../jobPage/errorText';

export function useAddToChat(jobId: number) {
  const apiCall = useApiCall();
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const addToChat = async (staffId: number) => {
    setPending(staffId);
    setError(null);
    try {
      // A v1 call names no role by default; this one acts under the manager's chat permission.
      const answer = await apiCall(() =>
        http<{ chatRoomId: string }>('users/add-to-chat', { apiVersion: 'v1', method: 'POST', body: { jobId, staffId } }),
      );
      navigate(`/messages/${answer.chatRoomId}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(null);
    }
  };
  return { addToChat, pending, error, clearError: () => setError(null) };
}
