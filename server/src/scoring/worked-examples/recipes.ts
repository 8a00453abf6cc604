import path from "node:path";
import type { DetectedMedia } from "../types";
import { makePhotoClip, makeStill } from "../testing/real-media";

// The worked examples on the landing page: three samples made from the photos of people that
// @vladmandic/face-api ships in its demo folder (the same sources as the calibration tests), each with a sample
// caption, so a visitor sees what the engine says about a strong post and a weak one. Nothing here is a
// customer or a real post, and the page says so.

export type WorkedExampleRecipe = {
  id: string;
  title: string;
  /** What the sample is, in plain words, shown on the card. */
  media: string;
  caption: string;
  hashtags: string;
  detected: DetectedMedia;
  /** Writes the sample into `dir` and returns its path. */
  make(dir: string): Promise<string>;
};

export const WORKED_EXAMPLE_RECIPES: WorkedExampleRecipe[] = [
  {
    id: "vertical-arabic",
    title: "A vertical clip with an Arabic caption",
    media:
      "10 s, 9:16, five photos of friends with two cuts in the first 3 s and two after, slow pans and a soundtrack",
    caption: "أي إطلالة تختارون؟ شاركونا رأيكم في التعليقات 👇",
    hashtags: "#الرياض #موضة #streetstyle",
    detected: { kind: "video", mime: "video/mp4" },
    make: (dir) =>
      makePhotoClip(path.join(dir, "vertical-arabic.mp4"), {
        width: 720,
        height: 1280,
        seconds: 10,
        fps: 24,
        photos: [0, 2, 3, 4, 5],
        cutsAt: [1.2, 2.4, 5, 7.5],
        audio: "tone",
      }),
  },
  {
    id: "landscape-silent",
    title: "The same kind of clip, shot wide and silent",
    media: "10 s, 16:9, one photo held still with no cut and no sound",
    caption: "new video",
    hashtags: "#fyp #viral #video",
    detected: { kind: "video", mime: "video/mp4" },
    make: (dir) =>
      makePhotoClip(path.join(dir, "landscape-silent.mp4"), {
        width: 1280,
        height: 720,
        seconds: 10,
        fps: 24,
        photos: [0],
        still: true,
        audio: "none",
      }),
  },
  {
    id: "portrait-photo",
    title: "A portrait photo with a question",
    media: "A 4:5 photo of three smiling friends",
    caption: "Which look would you pick? Comment below 👇",
    hashtags: "#streetstyle #friends #riyadh",
    detected: { kind: "image", mime: "image/jpeg" },
    make: (dir) => makeStill(path.join(dir, "portrait-photo.jpg"), { photo: 0 }, { width: 1080, height: 1350 }),
  },
];
