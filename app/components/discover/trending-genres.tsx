import { GenreCard } from '~/components/browse/genre-card'
import { Section } from '~/components/layout/section'

/** Discover's trending genres are fixed (docs/product/screens.md#discover). */
const TRENDING_GENRES = ['Electronic', 'Hip-Hop', 'Rock', 'Jazz']

export function TrendingGenres() {
  return (
    <Section title="Trending Genres" seeAllTo="/genres" seeAllLabel="See all">
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {TRENDING_GENRES.map((genre) => (
          <li key={genre}>
            <GenreCard name={genre} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
