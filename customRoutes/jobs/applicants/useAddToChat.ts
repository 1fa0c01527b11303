/**
 * POST /api/v1/users/add-to-chat { jobId, staffId } (spec 7.1): opens the shift's room with the nurse and goes
 * there. On failure the server's message, or the raw error if it gives none (spec 8).
 */
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { dataProvider } from '../../../providers/dataProvider';
import { errorText } from '../jobPage/errorText';

export function useAddToChat(jobId: number) {
  const provider = useDataProvider<typeof dataProvider>();
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const addToChat = async (staffId: number) => {
    setPending(staffId);
    setError(null);
    try {
      const { data } = await provider.addToChat({ jobId, staffId });
      navigate(`/messages/${data.chatRoomId}`);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setPending(null);
    }
  };
  return { addToChat, pending, error, clearError: () => setError(null) };
}
