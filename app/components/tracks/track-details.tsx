import { Link, useNavigate } from '@remix-run/react'
import { Download, Music, Share2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { CommentSection } from '~/components/comments/comment-section'
import { useCommentPages } from '~/components/comments/use-comment-pages'
import { usePlayFrom } from '~/components/comments/use-play-from'
import { useWaveformPin } from '~/components/comments/use-waveform-pin'
import { WaveformWithComments } from '~/components/comments/waveform-with-comments'
import { LikeButton } from '~/components/likes/like-button'
import { AddToPlaylistMenu } from '~/components/playlists/add-to-playlist-menu'
import { RepostButton } from '~/components/reposts/repost-button'
import { Button } from '~/components/ui/button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { DateText } from '~/components/ui/date-text'
import { formatCount, formatDuration } from '~/lib/format'
import { privateLinkQuery, trackQueries } from '~/lib/queries/content'
import type { Track, TrackDetail } from '~/lib/queries/types'
import { PrivateLinkActions } from '~/components/share/private-link-actions'
import { sharePagePath } from '~/components/share/share-links'
import { DeleteTrackDialog } from './delete-track-dialog'
import { EditTrackDialog } from './edit-track-dialog'
import { RecordingPicture } from './recording-picture'
import { TrackPlayButton } from './track-play-button'

const shareLink = (track: Track) => sharePagePath('track', track.id, track.title, `/track/${track.id}`)

function TrackFacts({ track }: { track: Track }) {
  const facts: [string, React.ReactNode][] = [
    ['Plays', formatCount(track.playCount)],
    ['Comments', formatCount(track.commentCount)],
    ['Uploaded', <DateText value={track.uploadedAt} />],
    ['Duration', formatDuration(track.duration)],
  ]
  if (track.genre)
    facts.push([
      'Genre',
      <Link to={`/genre/${track.genre.toLowerCase()}`} className="underline underline-offset-4 hover:text-link">
        {track.genre}
      </Link>,
    ])
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {facts.map(([term, value]) => (
        <div key={term} className="rounded-lg border bg-card p-3">
          <dt className="text-xs uppercase text-muted-foreground">{term}</dt>
          <dd className="mt-1 font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The track page: cover, title, artist, actions, a live recording's picture, facts and waveform. */
export function TrackDetails({ track }: { track: TrackDetail }) {
  const { user } = useCurrentUser()
  const navigate = useNavigate()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const isOwner = user?.id === track.userId
  const commented = { contentType: 'track', id: track.id, secret: track.linkSecret } as const
  // Reposts and playlists are shown to others, so a private track is in none; its likes are its owner's alone, and
  // a link to share is the owner's private link.
  const isPublic = track.visibility === 'public'
  const comments = useCommentPages(commented)
  const playFrom = usePlayFrom(track)
  const waveformPin = useWaveformPin()
  return (
    <article className="space-y-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
        <div className="relative aspect-square w-full max-w-64 shrink-0 overflow-hidden rounded-lg bg-muted">
          {track.coverUrl ? (
            <img
              src={track.coverUrl}
              alt={`Cover of ${track.title}`}
              // The page's largest paint. React 18 passes the attribute only in lowercase, and warns at fetchPriority.
              {...{ fetchpriority: 'high' }}
              className="h-full w-full object-cover"
            />
          ) : (
            <Music className="absolute inset-0 m-auto h-16 w-16 text-muted-foreground" aria-hidden />
          )}
        </div>
        <div className="min-w-0 space-y-4">
          <div>
            <h1 className="break-words text-3xl font-bold">{track.title}</h1>
            <Link to={`/profile/${track.userId}`} className="text-lg text-link hover:underline">
              {track.artistName}
            </Link>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <TrackPlayButton track={track} className="h-12 w-12" />
            {(isPublic || isOwner) && (
              <LikeButton contentType="track" contentId={track.id} initialCount={track.likeCount} />
            )}
            {isPublic && <RepostButton contentType="track" contentId={track.id} initialCount={track.repostCount} />}
            {isPublic && (
              <Button asChild variant="outline">
                <Link to={shareLink(track)}>
                  <Share2 aria-hidden /> Share
                </Link>
              </Button>
            )}
            {track.allowDownload && (
              <Button asChild variant="outline">
                <a href={`/api/tracks/${track.id}/download${privateLinkQuery(track.linkSecret)}`} download>
                  <Download aria-hidden /> Download
                </a>
              </Button>
            )}
            {user && (isPublic || isOwner) && <AddToPlaylistMenu track={track} />}
            {isOwner && <EditTrackDialog track={track} />}
            {isOwner && (
              <Button variant="destructive" onClick={() => setConfirmingDelete(true)}>
                <Trash2 aria-hidden /> Delete track
              </Button>
            )}
          </div>
          {isOwner && track.visibility === 'private' && (
            <PrivateLinkActions
              pagePath={`/track/${track.id}`}
              resetPath={`/api/tracks/${track.id}/private-link`}
              queryKey={trackQueries.detail(track.id).queryKey}
              privateToken={track.privateToken}
              releaseAt={track.releaseAt}
            />
          )}
        </div>
      </div>
      {track.videoSegments.length > 0 && <RecordingPicture track={track} />}
      <WaveformWithComments
        track={track}
        comments={comments.comments}
        onPlayFrom={playFrom}
        onPick={waveformPin.pick}
      />
      <TrackFacts track={track} />
      <CommentSection
        content={commented}
        contentOwnerId={track.userId}
        commentCount={track.commentCount}
        pages={comments}
        track={track}
        waveformPin={waveformPin}
        onPlayFrom={playFrom}
      />
      {isOwner && (
        <DeleteTrackDialog
          track={track}
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          onDeleted={() => navigate('/library')}
        />
      )}
    </article>
  )
}
