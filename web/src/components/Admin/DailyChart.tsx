import { Box, Heading } from "@chakra-ui/react";
import type { DashboardStats } from "../../api/admin";

type Day = DashboardStats["documents"]["daily"][number];
type Props = { title: string; days: Day[]; value: "count" | "errors"; color: string };

const WIDTH = 600;
const HEIGHT = 150;
const AXIS = 18;
const LABEL_EVERY = 5;

// A bar per day drawn as SVG: a month of counts needs no chart library. Each bar names its day and
// number for a pointer (title) and the whole chart reads as one labelled image.
export function DailyChart({ title, days, value, color }: Props) {
  const highest = Math.max(0, ...days.map((day) => day[value]));
  const top = Math.max(1, highest);
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  return (
    <Box borderWidth="1px" rounded="l2" bg="bg" p="3">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={title}>
        <text x={WIDTH} y="10" textAnchor="end" fontSize="10" fill="currentColor" opacity="0.6">
          {highest}
        </text>
        <line x1="0" x2={WIDTH} y1={plot} y2={plot} stroke="currentColor" strokeOpacity="0.25" />
        {days.map((day, index) => {
          const height = (day[value] / top) * (plot - 14);
          const last = index === days.length - 1;
          return (
            <g key={day.date}>
              <rect
                x={index * slot + slot * 0.15}
                y={plot - height}
                width={slot * 0.7}
                height={height}
                fill={color}
                rx="1.5"
              >
                <title>{`${day.date}: ${day[value]}`}</title>
              </rect>
              {index % LABEL_EVERY === (days.length - 1) % LABEL_EVERY && (
                <text
                  x={last ? WIDTH : index * slot + slot / 2}
                  y={HEIGHT - 4}
                  textAnchor={last ? "end" : "middle"}
                  fontSize="10"
                  fill="currentColor"
                  opacity="0.6"
                >
                  {day.date.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
