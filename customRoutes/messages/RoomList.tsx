/**
 * The user's chat rooms, most recently active first: search by title or person, inbox or archived (each
 * person archives for themselves), the latest message with its time, and the unread count of each.
 */
import Groups from '@mui/icons-material/GroupsOutlined';
import WorkOutline from '@mui/icons-material/WorkOutline';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { initialsOf, roomTitle, type ChatRoom } from '../../domain/chat';
import { roomListTime } from '../../domain/chatTimes';
import { session } from '../../providers/session';
import { statusOf, useRooms } from './useRoom';

const SEARCH_DELAY_MS = 300;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function RoomList({ selectedId, actions }: { selectedId?: string; actions?: ReactNode }) {
  const translate = useTranslate();
  const [archived, setArchived] = useState(false);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const rooms = useRooms(archived, q);
  const meId = session.account()?.id;
  const list = rooms.data?.pages.flatMap((p) => p.data) ?? [];

  let body: ReactNode;
  if (rooms.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
        <CircularProgress size={28} aria-label={translate('bankshift.loading')} />
      </Box>
    );
  } else if (rooms.error) {
    body = (
      <Alert severity="error" sx={{ m: 1 }}>
        {statusOf(rooms.error) === 403
          ? translate('bankshift.chat.no_permission')
          : translate(rooms.error.message, { _: rooms.error.message })}
      </Alert>
    );
  } else if (!list.length) {
    body = (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {q
          ? translate('bankshift.chat.no_match', { q })
          : translate(archived ? 'bankshift.chat.no_archived' : 'bankshift.chat.no_rooms')}
      </Typography>
    );
  } else {
    body = (
      <>
        <List disablePadding aria-label={translate('bankshift.chat.rooms')}>
          {list.map((room) => (
            <RoomItem key={room.id} room={room} meId={meId} selected={room.id === selectedId} />
          ))}
        </List>
        {rooms.hasNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 1 }}>
            <Button size="small" onClick={() => rooms.fetchNextPage()} disabled={rooms.isFetchingNextPage}>
              {translate('bankshift.chat.load_more_rooms')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            {translate('bankshift.chat.rooms')}
          </Typography>
          {actions}
        </Box>
        <TextField
          size="small"
          type="search"
          label={translate('bankshift.chat.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          fullWidth
          value={archived}
          onChange={(_, value) => value !== null && setArchived(value)}
        >
          <ToggleButton value={false}>{translate('bankshift.chat.inbox')}</ToggleButton>
          <ToggleButton value={true}>{translate('bankshift.chat.archived')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{body}</Box>
    </Box>
  );
}

function RoomItem({ room, meId, selected }: { room: ChatRoom; meId: number | undefined; selected: boolean }) {
  const translate = useTranslate();
  const title = roomTitle(room, meId);
  const latest = room.latestMessage;
  const preview = latest
    ? `${latest.senderId === meId ? translate('bankshift.chat.you') : latest.senderName.split(' ')[0]}: ${latest.text}`
    : translate('bankshift.chat.no_messages_yet');
  const unreadLabel = translate('bankshift.chat.unread', { smart_count: room.unread });
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={`/messages/${room.id}`}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        sx={{ alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider', py: 1 }}
      >
        <ListItemAvatar sx={{ minWidth: 48, mt: 0.25 }}>
          <Avatar
            sx={{ bgcolor: room.isGroupChat ? 'secondary.main' : 'primary.main', width: 36, height: 36, fontSize: 14 }}
          >
            {room.jobId != null ? (
              <WorkOutline fontSize="small" />
            ) : room.isGroupChat ? (
              <Groups fontSize="small" />
            ) : (
              initialsOf(title)
            )}
          </Avatar>
        </ListItemAvatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography sx={{ flex: 1, fontWeight: room.unread ? 700 : 500 }} noWrap>
              {title}
            </Typography>
            {latest && (
              <Typography variant="caption" color={room.unread ? 'primary' : 'text.secondary'} sx={{ flexShrink: 0 }}>
                <time dateTime={latest.date}>{roomListTime(latest.date)}</time>
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              sx={{ flex: 1, fontWeight: room.unread ? 600 : 400 }}
            >
              {preview}
            </Typography>
            {room.unread > 0 && (
              <Chip
                size="small"
                color="error"
                label={room.unread}
                aria-label={unreadLabel}
                title={unreadLabel}
                sx={{ height: 20, fontSize: 12 }}
              />
            )}
          </Box>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
