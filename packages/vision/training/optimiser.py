"""The optimiser both nets train with: AdamW, its rate falling along a half cosine to zero at the last step
(the run's length is part of its recipe), and a line of progress every 20 steps."""

import math
import time

import torch


def cosine_adamw(model, lr, steps):
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda i: 0.5 * (1 + math.cos(math.pi * min(i, steps) / steps)))
    start = time.time()

    def take_step(step, loss):
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        if step % 20 == 0:
            print(f"step {step}  loss {loss.item():.3f}  {time.time() - start:.0f} s", flush=True)

    return take_step
